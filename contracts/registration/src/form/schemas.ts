/**
 * The registration form's wire schemas: an event's form fields (what a registrant answers, keyed
 * by `fieldName` in their answers) and its registration flows, each with the fields it asks for.
 * A field may belong to several flows; `required` applies in every flow it belongs to.
 */
import { z } from '@console/shared/zod';
import { IdSchema, textSchema } from '@console/shared/contract';
import { FORM_FIELD_TYPES, formFieldShapeErrors } from './field-rules';
import { REGISTRATION_FORM_LIMITS as L } from './limits';
import { REGISTRATION_FORM_MESSAGES as M } from './messages';

export const FormFieldTypeSchema = z.enum(FORM_FIELD_TYPES);
export const FormFieldSubTypeSchema = z.literal('SINGLE_SELECT');

export const FormFieldOptionSchema = z.object({
  label: textSchema(L.optionLabelMax).trim().min(1, { error: M.optionLabelRequired }),
  value: textSchema(L.optionValueMax).trim().min(1, { error: M.optionValueRequired }),
});

export const FormFieldSchema = z.object({
  fieldId: z.number().int(),
  /** As the organizer wrote it; may contain markup, shown as text. */
  label: z.string(),
  /** The key of the field's answers; made from the label at creation, never changed. */
  fieldName: z.string(),
  type: FormFieldTypeSchema,
  subType: FormFieldSubTypeSchema.nullable(),
  predefinedValues: z.array(z.object({ label: z.string(), value: z.string() })),
  required: z.boolean(),
  position: z.number().int(),
  /** The flows that ask for it, ascending. */
  flowIds: z.array(z.number().int()),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormFieldListSchema = z.object({ fields: z.array(FormFieldSchema) });
export type FormFieldList = z.infer<typeof FormFieldListSchema>;

/** A registration flow with the fields it asks for, in form order. */
export const RegistrationFormFlowSchema = z.object({
  flowId: z.number().int(),
  name: z.string(),
  fields: z.array(FormFieldSchema),
});
export type RegistrationFormFlow = z.infer<typeof RegistrationFormFlowSchema>;

export const RegistrationFormFlowListSchema = z.object({
  flows: z.array(RegistrationFormFlowSchema),
});
export type RegistrationFormFlowList = z.infer<typeof RegistrationFormFlowListSchema>;

const label = textSchema(L.labelMax).trim().min(1, { error: M.labelRequired });
const predefinedValues = z
  .array(FormFieldOptionSchema)
  .max(L.predefinedValuesMax, { error: M.valuesMax(L.predefinedValuesMax) });
const position = z.number().int().min(0).max(L.positionMax);
const flowIds = z
  .array(IdSchema)
  .max(L.fieldsMax)
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({ code: 'custom', path: [index], message: M.flowListedTwice });
    });
  });

/**
 * A new field. `fieldName` is made by the API from the label; `position` defaults to the end of
 * the form, `flowIds` to every flow of the event.
 */
export const CreateFormFieldRequestSchema = z
  .object({
    label,
    type: FormFieldTypeSchema,
    subType: FormFieldSubTypeSchema.nullable().default(null),
    predefinedValues: predefinedValues.default([]),
    required: z.boolean().default(false),
    position: position.optional(),
    flowIds: flowIds.optional(),
  })
  .superRefine((shape, ctx) => {
    for (const error of formFieldShapeErrors(shape))
      ctx.addIssue({ code: 'custom', path: error.path, message: error.message });
  });
export type CreateFormFieldRequest = z.input<typeof CreateFormFieldRequestSchema>;
/** The request as the API reads it, defaults applied. */
export type CreateFormFieldBody = z.output<typeof CreateFormFieldRequestSchema>;

/**
 * A change to a field: what is sent changes, the rest stays. The API checks the field's type,
 * subtype and values together once merged, and refuses a `fieldName`.
 */
export const UpdateFormFieldRequestSchema = z.object({
  label: label.optional(),
  type: FormFieldTypeSchema.optional(),
  subType: FormFieldSubTypeSchema.nullable().optional(),
  predefinedValues: predefinedValues.optional(),
  required: z.boolean().optional(),
  position: position.optional(),
  flowIds: flowIds.optional(),
  /** Refused whatever its value: a field's name never changes. */
  fieldName: z
    .string()
    .optional()
    .refine((name) => name === undefined, { error: M.fieldNameFixed }),
});
export type UpdateFormFieldRequest = z.input<typeof UpdateFormFieldRequestSchema>;
export type UpdateFormFieldBody = z.output<typeof UpdateFormFieldRequestSchema>;
