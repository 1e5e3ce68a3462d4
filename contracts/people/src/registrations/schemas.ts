/**
 * Registering someone for an event from the console (status REGISTERED at once): the person's
 * columns and their registration-form answers, keyed by the form field's name. An answer's type
 * follows its field: NUMBER a number, STRING text (single select: one of the field's values),
 * BOOLEAN true/false, DATE an ISO date-time, LIST a list of the field's values.
 */
import { z } from '@console/shared/zod';
import { EventRoleSchema, IdSchema, textSchema } from '@console/shared/contract';

export const REGISTRATION_LIMITS = {
  nameMax: 150,
  emailMax: 200,
  answersMax: 100,
  answerTextMax: 500,
  answerListMax: 100,
} as const;

export const RegistrationAnswerSchema = z.union([
  z.number().finite(),
  z.boolean(),
  textSchema(REGISTRATION_LIMITS.answerTextMax),
  z.array(textSchema(REGISTRATION_LIMITS.answerTextMax)).max(REGISTRATION_LIMITS.answerListMax),
]);
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>;

export const CreateRegistrationRequestSchema = z.object({
  firstName: textSchema(REGISTRATION_LIMITS.nameMax).trim().min(1, { error: 'Required' }),
  lastName: textSchema(REGISTRATION_LIMITS.nameMax).trim(),
  email: z.email({ error: 'Invalid email address' }).max(REGISTRATION_LIMITS.emailMax),
  flowId: IdSchema,
  ticketTypeId: IdSchema.nullable(),
  role: EventRoleSchema,
  customField: z
    .record(textSchema(200), RegistrationAnswerSchema)
    .refine((answers) => Object.keys(answers).length <= REGISTRATION_LIMITS.answersMax, {
      error: `At most ${REGISTRATION_LIMITS.answersMax} answers`,
    })
    .default({}),
});
export type CreateRegistrationRequest = z.input<typeof CreateRegistrationRequestSchema>;

export const CreateRegistrationResponseSchema = z.object({ registrationId: z.number().int() });
export type CreateRegistrationResponse = z.infer<typeof CreateRegistrationResponseSchema>;
