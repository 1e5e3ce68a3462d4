/**
 * The form editor's field form as a yup schema for formik: the checks of the wire's
 * CreateFormFieldRequestSchema, with its limits and messages, so the form says on Save what the
 * API would answer. The type, subtype and values are checked together by the same rule.
 */
import { array, boolean, mixed, number, object, ValidationError, type InferType } from 'yup';
import { formText } from '@console/shared/contract';
import {
  FORM_FIELD_TYPES,
  formFieldShapeErrors,
  type FormFieldSubType,
  type FormFieldType,
} from './field-rules';
import { REGISTRATION_FORM_LIMITS as L } from './limits';
import { REGISTRATION_FORM_MESSAGES as M } from './messages';

const filled = (max: number, message: string) =>
  formText(max).test('filled', message, (value) => (value ?? '').trim() !== '');

/** yup's way of writing a path: predefinedValues[1].value. */
const yupPath = (path: (string | number)[]): string =>
  path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part,
    '',
  );

export const formFieldFormSchema = object({
  label: filled(L.labelMax, M.labelRequired),
  type: mixed<FormFieldType>().oneOf(FORM_FIELD_TYPES).default('STRING'),
  subType: mixed<FormFieldSubType>().oneOf(['SINGLE_SELECT']).nullable().default(null),
  predefinedValues: array(
    object({
      label: filled(L.optionLabelMax, M.optionLabelRequired),
      value: filled(L.optionValueMax, M.optionValueRequired),
    }),
  )
    .max(L.predefinedValuesMax, M.valuesMax(L.predefinedValuesMax))
    .default([]),
  required: boolean().default(false),
  flowIds: array(number().required()).default([]),
}).test('shape', '', (field, context) => {
  const errors = formFieldShapeErrors({
    type: field.type,
    subType: field.subType ?? null,
    predefinedValues: field.predefinedValues.map((option) => ({
      label: option.label.trim(),
      value: option.value.trim(),
    })),
  });
  if (errors.length === 0) return true;
  return new ValidationError(
    errors.map((error) =>
      context.createError({ path: yupPath(error.path), message: error.message }),
    ),
  );
});
export type FormFieldFormValues = InferType<typeof formFieldFormSchema>;
