/**
 * The field editor's values as typed and the wire values they stand for. The contract's
 * formFieldFormSchema checks the wire values with the API's limits and messages (type, single
 * select and values together: field-rules), keyed by yup's path ('predefinedValues[1].value');
 * the API's refusals come back onto the same keys.
 */
import {
  formFieldFormSchema,
  takesPredefinedValues,
  type CreateFormFieldRequest,
  type FormField,
  type FormFieldOption,
  type FormFieldType,
  type UpdateFormFieldRequest,
} from '@console/registration-contract';
import { schemaErrors, serverErrors, type FormErrors } from '@console/shared/ui/form';

export interface FieldValues {
  label: string;
  type: FormFieldType;
  /** Only for text: registrants choose one of the predefined values. */
  singleSelect: boolean;
  /** Kept while the type takes none, in case it is chosen again; sent only when it takes them. */
  predefinedValues: FormFieldOption[];
  required: boolean;
  flowIds: number[];
}

/** Errors by yup path ('label', 'predefinedValues', 'predefinedValues[0].value'...), `form` for the rest. */
export type FieldErrors = FormErrors<string>;

/** A new field's values: plain text, in every flow (the API's default too). */
export function fieldValues(field: FormField | null, allFlowIds: readonly number[]): FieldValues {
  if (!field)
    return {
      label: '',
      type: 'STRING',
      singleSelect: false,
      predefinedValues: [],
      required: false,
      flowIds: [...allFlowIds],
    };
  return {
    label: field.label,
    type: field.type,
    singleSelect: field.type === 'STRING' && field.subType === 'SINGLE_SELECT',
    predefinedValues: field.predefinedValues.map(({ label, value }) => ({ label, value })),
    required: field.required,
    flowIds: [...field.flowIds],
  };
}

/** Whether these values offer predefined values (a list, or a single select text). */
export const offersValues = (values: Pick<FieldValues, 'type' | 'singleSelect'>): boolean =>
  takesPredefinedValues({
    type: values.type,
    subType: values.type === 'STRING' && values.singleSelect ? 'SINGLE_SELECT' : null,
  });

/** The request body of these values, trimmed as the API trims them. */
export function wireOf(values: FieldValues): Required<Omit<CreateFormFieldRequest, 'position'>> {
  return {
    label: values.label.trim(),
    type: values.type,
    subType: values.type === 'STRING' && values.singleSelect ? 'SINGLE_SELECT' : null,
    predefinedValues: offersValues(values)
      ? values.predefinedValues.map((option) => ({
          label: option.label.trim(),
          value: option.value.trim(),
        }))
      : [],
    required: values.required,
    flowIds: [...values.flowIds].sort((a, b) => a - b),
  };
}

const KEYS = ['label', 'type', 'subType', 'predefinedValues', 'required', 'flowIds'];

/**
 * A path, as yup or the API writes it ('predefinedValues.2.value'), → the editor's key for it
 * (yup's way); a flow's index falls on the flows' picker. Undefined: not one of the editor's.
 */
export function errorKeyOf(path: string): string | undefined {
  const key = path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  const root = key.replace(/[[.].*$/, '');
  if (!KEYS.includes(root)) return undefined;
  return root === 'flowIds' ? root : key;
}

/** The contract schema's messages for these values ({} when they are valid). */
export const fieldErrors = (values: FieldValues): FieldErrors =>
  schemaErrors(formFieldFormSchema, wireOf(values), errorKeyOf);

/** A refused save: on the input the API names, or the form's (a 409 names none). */
export const refusalErrors = (error: unknown): FieldErrors => serverErrors(error, errorKeyOf);

/** The changes from the saved field, or null when nothing changed. */
export function fieldPatch(values: FieldValues, saved: FieldValues): UpdateFormFieldRequest | null {
  const next = wireOf(values);
  const before = wireOf(saved);
  const patch: UpdateFormFieldRequest = {};
  if (next.label !== before.label) patch.label = next.label;
  if (next.type !== before.type) patch.type = next.type;
  if (next.subType !== before.subType) patch.subType = next.subType;
  if (JSON.stringify(next.predefinedValues) !== JSON.stringify(before.predefinedValues))
    patch.predefinedValues = next.predefinedValues;
  if (next.required !== before.required) patch.required = next.required;
  if (next.flowIds.join() !== before.flowIds.join()) patch.flowIds = next.flowIds;
  return Object.keys(patch).length === 0 ? null : patch;
}
