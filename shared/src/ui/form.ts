/** Entry `@console/shared/ui/form`: the choice controls of forms and editors (the text field stays in the kit's index: the login page needs it). */
export * from './Checkbox';
export * from './CheckboxTree';
export * from './Toggle';
export * from './TextArea';
export * from './RadioGroup';
