import { formErrorsOf } from '@console/shared/testing';
import { MESSAGES } from '@console/shared/contract';
import { formFieldFormSchema } from './form-schemas';
import { REGISTRATION_FORM_LIMITS as L } from './limits';
import { REGISTRATION_FORM_MESSAGES as M } from './messages';
import { CreateFormFieldRequestSchema } from './schemas';

const field = (over: object) => ({
  label: 'Shirt size',
  type: 'STRING',
  subType: 'SINGLE_SELECT',
  predefinedValues: [
    { label: 'Small', value: 's' },
    { label: 'Large', value: 'l' },
  ],
  required: true,
  flowIds: [],
  ...over,
});

/** The wire's issues as `path: message`, the path written as yup writes it. */
const apiErrors = (values: object): Record<string, string> => {
  const parsed = CreateFormFieldRequestSchema.safeParse(formFieldFormSchema.cast(values));
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.reduce<string>(
      (text, part) =>
        typeof part === 'number'
          ? `${text}[${part}]`
          : text
            ? `${text}.${String(part)}`
            : String(part),
      '',
    );
    errors[path] ??= issue.message;
  }
  return errors;
};

describe('the field form (the same rules and messages as the API)', () => {
  it.each<[string, object, Record<string, string>]>([
    ['a single select', {}, {}],
    ['a plain text field', { subType: null, predefinedValues: [] }, {}],
    ['no label', { label: '  ' }, { label: M.labelRequired }],
    [
      'a long label',
      { label: 'x'.repeat(L.labelMax + 1) },
      { label: MESSAGES.textTooLong(L.labelMax) },
    ],
    ['no values', { predefinedValues: [] }, { predefinedValues: M.valuesNeeded }],
    [
      'values on a number',
      { type: 'NUMBER', subType: null },
      { predefinedValues: M.valuesNotAllowed },
    ],
    [
      'a single select date',
      { type: 'DATE', predefinedValues: [] },
      { subType: M.subTypeTextOnly },
    ],
    [
      'a value twice',
      {
        predefinedValues: [
          { label: 'Small', value: 's' },
          { label: 'Also small', value: ' s ' },
        ],
      },
      { 'predefinedValues[1].value': M.valueNotUnique },
    ],
    [
      'an empty option',
      { predefinedValues: [{ label: '', value: 'x' }] },
      { 'predefinedValues[0].label': M.optionLabelRequired },
    ],
    [
      'too many values',
      {
        type: 'LIST',
        subType: null,
        predefinedValues: Array.from({ length: L.predefinedValuesMax + 1 }, (_, i) => ({
          label: `V${i}`,
          value: `v${i}`,
        })),
      },
      { predefinedValues: M.valuesMax(L.predefinedValuesMax) },
    ],
  ])('%s', (_case, over, expected) => {
    expect(formErrorsOf(formFieldFormSchema, field(over))).toEqual(expected);
    expect(apiErrors(field(over))).toEqual(expected);
  });
});
