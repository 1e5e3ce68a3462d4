/**
 * The form editor's rules as pure functions, shared by the API (zod), the remote's form (yup) and
 * their tests: which type takes which predefined values, and how a field's name (the key its
 * answers are stored under) is made from its label once, at creation.
 */
import { REGISTRATION_FORM_LIMITS } from './limits';
import { REGISTRATION_FORM_MESSAGES } from './messages';

export const FORM_FIELD_TYPES = ['NUMBER', 'STRING', 'BOOLEAN', 'DATE', 'LIST'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export type FormFieldSubType = 'SINGLE_SELECT';

export interface FormFieldOption {
  label: string;
  value: string;
}

/** What decides a field's answers: its type, its single-select subtype and its values. */
export interface FormFieldShape {
  type: FormFieldType;
  subType: FormFieldSubType | null;
  predefinedValues: readonly FormFieldOption[];
}

export interface FormFieldShapeError {
  path: (string | number)[];
  message: string;
}

/** Whether answers are chosen from the field's values: a single select, or a list. */
export const takesPredefinedValues = (shape: Pick<FormFieldShape, 'type' | 'subType'>): boolean =>
  shape.type === 'LIST' || (shape.type === 'STRING' && shape.subType === 'SINGLE_SELECT');

/**
 * What is wrong with a field's type, subtype and values together (empty: nothing): a subtype
 * only on text, values exactly on single selects and lists, each value once.
 */
export function formFieldShapeErrors(shape: FormFieldShape): FormFieldShapeError[] {
  const M = REGISTRATION_FORM_MESSAGES;
  const errors: FormFieldShapeError[] = [];
  if (shape.subType !== null && shape.type !== 'STRING')
    errors.push({ path: ['subType'], message: M.subTypeTextOnly });
  const values = shape.predefinedValues;
  if (takesPredefinedValues(shape) && values.length === 0)
    errors.push({ path: ['predefinedValues'], message: M.valuesNeeded });
  if (!takesPredefinedValues(shape) && shape.subType === null && values.length > 0)
    errors.push({ path: ['predefinedValues'], message: M.valuesNotAllowed });
  const seen = new Set<string>();
  values.forEach((option, index) => {
    if (seen.has(option.value))
      errors.push({ path: ['predefinedValues', index, 'value'], message: M.valueNotUnique });
    seen.add(option.value);
  });
  return errors;
}

/** A label as text: markup and entities dropped, spaces collapsed. */
export const labelText = (label: string): string =>
  label
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The field name a label gives, in the form's camelCase ('Company size' -> 'companySize'):
 * accents dropped, anything but letters and digits a word break, 'field' when nothing is left
 * or it would start with a digit, cut to the limit. The same label always gives the same name.
 */
export function fieldNameFromLabel(label: string): string {
  const words = labelText(label)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  if (words.length === 0 || /^\d/.test(words[0] ?? '')) words.unshift('field');
  const name = words
    .map((word, i) => (i === 0 ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`))
    .join('');
  return name.slice(0, REGISTRATION_FORM_LIMITS.fieldNameMax);
}

/**
 * `base`, or `base2`, `base3`... the first that `isTaken` refuses, each within the length limit
 * (the base is cut to make room for the number).
 */
export async function firstFreeFieldName(
  base: string,
  isTaken: (name: string) => boolean | Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : String(n);
    const name = `${base.slice(0, REGISTRATION_FORM_LIMITS.fieldNameMax - suffix.length)}${suffix}`;
    if (!(await isTaken(name))) return name;
  }
}
