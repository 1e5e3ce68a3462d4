/**
 * Entry `@console/shared/ui/form`: the choice controls of forms and editors (the text field stays in
 * the kit's index: the login page needs it), the date-time field and the event-zone wall time of
 * date-time inputs (@internationalized/date, loaded only by the pages that edit one), and the
 * errors a form shows per field (its schema's and the API's).
 */
export * from './Checkbox';
export * from './CheckboxTree';
export * from './Toggle';
export * from './TextArea';
export * from './RadioGroup';
export * from './DateTimeField';
export * from './format/zoned-time';
export * from './form-errors';
