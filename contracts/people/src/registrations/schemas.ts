/**
 * Registering someone for an event from the console (status REGISTERED at once), and editing a
 * registrant: the person's columns, their tickets and their registration-form answers, keyed by
 * the form field's name. An answer's type follows its field: NUMBER a number, STRING text (single
 * select: one of the field's values), BOOLEAN true/false, DATE an ISO date-time, LIST a list of
 * the field's values.
 */
import { z } from '@console/shared/zod';
import {
  EventRoleSchema,
  IdSchema,
  RegistrationStatusSchema,
  textSchema,
} from '@console/shared/contract';
import { REGISTRATION_MESSAGES } from './messages';

export const REGISTRATION_LIMITS = {
  nameMax: 150,
  emailMax: 200,
  answersMax: 100,
  answerTextMax: 500,
  answerListMax: 100,
  /** Ticket types in one registration, and tickets of one type. */
  ticketLinesMax: 20,
  ticketCountMax: 50,
} as const;

export const RegistrationAnswerSchema = z.union([
  z.number().finite(),
  z.boolean(),
  textSchema(REGISTRATION_LIMITS.answerTextMax),
  z.array(textSchema(REGISTRATION_LIMITS.answerTextMax)).max(REGISTRATION_LIMITS.answerListMax),
]);
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>;

const answersOf = <T extends z.ZodType>(answer: T) =>
  z
    .record(textSchema(200), answer)
    .refine((answers) => Object.keys(answers).length <= REGISTRATION_LIMITS.answersMax, {
      error: `At most ${REGISTRATION_LIMITS.answersMax} answers`,
    });

const firstName = textSchema(REGISTRATION_LIMITS.nameMax).trim().min(1, { error: 'Required' });
const lastName = textSchema(REGISTRATION_LIMITS.nameMax).trim();
const email = z.email({ error: 'Invalid email address' }).max(REGISTRATION_LIMITS.emailMax);

/** Tickets of one type a registration holds. */
export const RegistrationTicketLineSchema = z.object({
  ticketTypeId: IdSchema,
  count: z.number().int().min(1).max(REGISTRATION_LIMITS.ticketCountMax),
});
export type RegistrationTicketLine = z.infer<typeof RegistrationTicketLineSchema>;

export const CreateRegistrationRequestSchema = z
  .object({
    firstName,
    lastName,
    email,
    flowId: IdSchema,
    /** The tickets, one line per ticket type; none for a registration without a ticket. */
    tickets: z
      .array(RegistrationTicketLineSchema)
      .max(REGISTRATION_LIMITS.ticketLinesMax)
      .default([]),
    /** Earlier form of one ticket: the same as `tickets: [{ ticketTypeId, count: 1 }]`. */
    ticketTypeId: IdSchema.nullable().optional(),
    role: EventRoleSchema,
    customField: answersOf(RegistrationAnswerSchema).default({}),
  })
  .superRefine((request, ctx) => {
    request.tickets.forEach((line, index) => {
      if (request.tickets.findIndex((l) => l.ticketTypeId === line.ticketTypeId) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['tickets', index, 'ticketTypeId'],
          message: REGISTRATION_MESSAGES.ticketListedTwice,
        });
    });
    if (request.tickets.length > 0 && request.ticketTypeId != null)
      ctx.addIssue({
        code: 'custom',
        path: ['ticketTypeId'],
        message: REGISTRATION_MESSAGES.ticketsOrTicketTypeId,
      });
  });
export type CreateRegistrationRequest = z.input<typeof CreateRegistrationRequestSchema>;
/** The request as the API reads it, defaults applied. */
export type CreateRegistrationBody = z.output<typeof CreateRegistrationRequestSchema>;

export const CreateRegistrationResponseSchema = z.object({ registrationId: z.number().int() });
export type CreateRegistrationResponse = z.infer<typeof CreateRegistrationResponseSchema>;

/**
 * A change to a registrant: what is sent changes. Answers are merged into the stored ones; null
 * removes an answer (refused for a field its flow requires).
 */
export const UpdateRegistrationRequestSchema = z.object({
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  email: email.optional(),
  role: EventRoleSchema.optional(),
  customField: answersOf(RegistrationAnswerSchema.nullable()).optional(),
});
export type UpdateRegistrationRequest = z.input<typeof UpdateRegistrationRequestSchema>;
export type UpdateRegistrationBody = z.output<typeof UpdateRegistrationRequestSchema>;

/** One registrant as the add and edit forms read it: answers in the form they are sent. */
export const RegistrantSchema = z.object({
  registrationId: z.number().int(),
  flowContextId: z.string(),
  flowId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: EventRoleSchema,
  status: RegistrationStatusSchema,
  tickets: z.array(
    z.object({ ticketTypeId: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  /** The answers to the event's current form fields, by field name. */
  customField: z.record(z.string(), RegistrationAnswerSchema),
});
export type Registrant = z.infer<typeof RegistrantSchema>;
