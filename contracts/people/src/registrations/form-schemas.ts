/**
 * The add and edit registrant forms' yup schema (formik's `validationSchema`): the checks, limits
 * and messages of the wire schemas (schemas.ts) and of the API's required answers, so the form says
 * before sending what the API would answer. The answers depend on the chosen flow's fields, so
 * the schema is built from them. The 409s (an email taken, tickets sold out) stay the API's.
 */
import { array, boolean, mixed, number, object, string, type AnySchema } from 'yup';
import { z } from '@console/shared/zod';
import { EVENT_ROLES, type EventRole } from '@console/shared/contract';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import { REGISTRATION_MESSAGES as M } from './messages';
import { REGISTRATION_LIMITS as L } from './schemas';

/** A registration form field as the form asks it (its label already as plain text). */
export interface RegistrantFormField {
  fieldName: string;
  label: string;
  type: 'NUMBER' | 'STRING' | 'BOOLEAN' | 'DATE' | 'LIST';
  subType: 'SINGLE_SELECT' | null;
  required: boolean;
  predefinedValues: readonly { label: string; value: string }[];
}

/**
 * An answer as the form holds it: text (STRING, NUMBER as typed, a single select's value), a
 * checkbox (BOOLEAN), an ISO instant or null (DATE), the chosen values (LIST).
 */
export type RegistrantFormAnswer = string | boolean | string[] | null;

export interface RegistrantTicketRow {
  ticketTypeId: number | null;
  /** As typed in the number input. */
  count: string;
}

export interface RegistrantFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: EventRole | '';
  flowId: number | null;
  tickets: RegistrantTicketRow[];
  answers: Record<string, RegistrantFormAnswer>;
}

const wireEmail = z.email();
const textMax = (max: number) => PEOPLE_EXTRA_MESSAGES.fieldMax(max);

/** What the API counts as no answer: none, blank text, an empty list. */
export const isBlankAnswer = (answer: RegistrantFormAnswer | undefined): boolean =>
  answer === null ||
  answer === undefined ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

function answerSchema(field: RegistrantFormField, checkRequired: boolean): AnySchema {
  const values = field.predefinedValues.map((v) => v.value);
  const required = (answer: RegistrantFormAnswer | undefined) =>
    !checkRequired || !field.required || !isBlankAnswer(answer);
  const requiredMessage = M.answerRequired(field.label || field.fieldName);
  switch (field.type) {
    case 'BOOLEAN':
      return boolean().default(false);
    case 'LIST':
      return array(string().required().oneOf(values, M.answerChoice))
        .default([])
        .max(L.answerListMax)
        .test('required', requiredMessage, required);
    case 'DATE':
      return string().nullable().default(null).test('required', requiredMessage, required);
    case 'NUMBER':
      return string()
        .default('')
        .test('required', requiredMessage, required)
        .test(
          'number',
          M.answerNumber,
          (value) => !value || value.trim() === '' || Number.isFinite(Number(value)),
        );
    case 'STRING':
      return field.subType === 'SINGLE_SELECT'
        ? string()
            .default('')
            .test('required', requiredMessage, required)
            .test('choice', M.answerChoice, (value) => !value || values.includes(value))
        : string()
            .default('')
            .max(L.answerTextMax, textMax(L.answerTextMax))
            .test('required', requiredMessage, required);
  }
}

const ticketCount = M.ticketCount(L.ticketCountMax);

/**
 * The form's schema for `fields`, the chosen flow's. `keptAnswers` is for an edit: a required
 * field is then checked only when the registrant had answered it (the API refuses removing such
 * an answer, and keeps those it is not sent).
 */
export function registrantFormSchema(
  fields: readonly RegistrantFormField[],
  keptAnswers?: ReadonlySet<string>,
) {
  const answers = Object.fromEntries(
    fields.map((f) => [f.fieldName, answerSchema(f, !keptAnswers || keptAnswers.has(f.fieldName))]),
  );
  return object({
    firstName: string()
      .trim()
      .required(PEOPLE_MESSAGES.required)
      .max(L.nameMax, textMax(L.nameMax)),
    lastName: string().trim().default('').max(L.nameMax, textMax(L.nameMax)),
    email: string()
      .trim()
      .required(PEOPLE_MESSAGES.required)
      .max(L.emailMax, textMax(L.emailMax))
      .test('email', PEOPLE_MESSAGES.invalidEmail, (value) => wireEmail.safeParse(value).success),
    role: mixed<EventRole | ''>()
      .oneOf([...EVENT_ROLES], M.roleRequired)
      .required(M.roleRequired),
    flowId: number().nullable().required(M.flowRequired),
    tickets: array(
      object({
        ticketTypeId: number()
          .nullable()
          .required(M.ticketTypeRequired)
          .test('once', M.ticketListedTwice, (id, context) => {
            const rows = (context.from?.[1]?.value as { tickets?: RegistrantTicketRow[] })?.tickets;
            return !rows || rows.filter((row) => row.ticketTypeId === id).length <= 1;
          }),
        count: string()
          .required(ticketCount)
          .test('count', ticketCount, (value) => {
            const count = Number(value);
            return Number.isInteger(count) && count >= 1 && count <= L.ticketCountMax;
          }),
      }),
    )
      .default([])
      .max(L.ticketLinesMax),
    answers: object(answers),
  });
}
