/**
 * Registration-form answers checked against the event's registration_form_fields (by fieldName
 * and type) and stored as registrations.custom_field keeps them (the approvals contract's
 * CustomFieldValue: text, number, boolean, date, options); a wrong answer is a 400 naming it. The
 * fields a registration's flow requires must be answered, and stored answers read back in the form
 * they are sent, for the edit form.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrationFormFields } from '../db/schema';
import { badField } from '../http/errors';
import { registrationFlowFields } from '../registration-form/schema';
import {
  isIsoDateTime,
  labelPlainText,
  REGISTRATION_MESSAGES,
  type RegistrationAnswer,
} from '@console/people-contract';

export const ANSWER_ERRORS = {
  unknownField: 'Not a field of this event’s registration form',
  number: 'Must be a number',
  text: 'Must be text',
  boolean: 'Must be true or false',
  date: 'Must be a date and time',
  choice: 'Must be one of the field’s values',
  choices: 'Must be a list of the field’s values',
} as const;

type FormField = typeof registrationFormFields.$inferSelect;
export type StoredAnswer =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: string }
  | { kind: 'options'; options: { label: string; value: string }[] };

function stored(field: FormField, answer: RegistrationAnswer, path: string): StoredAnswer {
  const fail = (message: string) => badField(path, message);
  const option = (value: string) => field.predefinedValues.find((p) => p.value === value);
  switch (field.type) {
    case 'NUMBER':
      if (typeof answer !== 'number') throw fail(ANSWER_ERRORS.number);
      return { kind: 'number', value: answer };
    case 'BOOLEAN':
      if (typeof answer !== 'boolean') throw fail(ANSWER_ERRORS.boolean);
      return { kind: 'boolean', value: answer };
    case 'DATE':
      if (typeof answer !== 'string' || !isIsoDateTime(answer)) throw fail(ANSWER_ERRORS.date);
      return { kind: 'date', value: new Date(answer).toISOString() };
    case 'STRING': {
      if (typeof answer !== 'string') throw fail(ANSWER_ERRORS.text);
      if (field.subType !== 'SINGLE_SELECT') return { kind: 'text', value: answer };
      const chosen = option(answer);
      if (!chosen) throw fail(ANSWER_ERRORS.choice);
      return { kind: 'options', options: [chosen] };
    }
    case 'LIST': {
      if (!Array.isArray(answer)) throw fail(ANSWER_ERRORS.choices);
      const chosen = [...new Set(answer)].map(option);
      if (chosen.some((c) => c === undefined)) throw fail(ANSWER_ERRORS.choices);
      return { kind: 'options', options: chosen.filter((c) => c !== undefined) };
    }
  }
}

/** The event's form fields by field name, in form order. */
export async function formFieldsByName(db: Db, eventId: number): Promise<Map<string, FormField>> {
  const fields = await db
    .select()
    .from(registrationFormFields)
    .where(eq(registrationFormFields.eventId, eventId))
    .orderBy(asc(registrationFormFields.position), asc(registrationFormFields.id));
  return new Map(fields.map((f) => [f.fieldName, f]));
}

/** The answers as stored, each checked against its field (400 naming the first that fails). */
export function storedAnswers(
  fields: ReadonlyMap<string, FormField>,
  answers: Record<string, RegistrationAnswer>,
): Record<string, StoredAnswer> {
  const result: Record<string, StoredAnswer> = {};
  for (const [name, answer] of Object.entries(answers)) {
    const path = `customField.${name}`;
    const field = fields.get(name);
    if (!field) throw badField(path, ANSWER_ERRORS.unknownField);
    result[name] = stored(field, answer, path);
  }
  return result;
}

/** An answer that says nothing: none, blank text, an empty list. */
const isBlank = (answer: RegistrationAnswer | null | undefined): boolean =>
  answer === null ||
  answer === undefined ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

/** The fields the flow requires, in form order. */
async function requiredFieldsOf(db: Db, flowId: number): Promise<FormField[]> {
  const f = registrationFormFields;
  const ff = registrationFlowFields;
  const rows = await db
    .select({ field: f })
    .from(ff)
    .innerJoin(f, eq(f.id, ff.fieldId))
    .where(and(eq(ff.flowId, flowId), eq(f.required, true)))
    .orderBy(asc(f.position), asc(f.id));
  return rows.map((row) => row.field);
}

const requiredError = (field: FormField) =>
  badField(
    `customField.${field.fieldName}`,
    REGISTRATION_MESSAGES.answerRequired(labelPlainText(field.label) || field.fieldName),
  );

/** A new registration answers every field its flow requires (400 naming the first missing). */
export async function checkRequiredAnswers(
  db: Db,
  flowId: number,
  answers: Record<string, RegistrationAnswer>,
): Promise<void> {
  const missing = (await requiredFieldsOf(db, flowId)).find((f) => isBlank(answers[f.fieldName]));
  if (missing) throw requiredError(missing);
}

/** An edit removes or blanks no answer its flow requires (answers it leaves out are kept). */
export async function checkRequiredKept(
  db: Db,
  flowId: number,
  changes: Record<string, RegistrationAnswer | null>,
): Promise<void> {
  const removed = (await requiredFieldsOf(db, flowId)).find(
    (f) => f.fieldName in changes && isBlank(changes[f.fieldName]),
  );
  if (removed) throw requiredError(removed);
}

/** A stored answer in the form it is sent, or undefined when it no longer fits its field. */
export function wireAnswer(field: FormField, answer: unknown): RegistrationAnswer | undefined {
  if (typeof answer !== 'object' || answer === null || !('kind' in answer)) return undefined;
  const a = answer as { kind: string; value?: unknown; options?: { value: string }[] };
  const values = Array.isArray(a.options) ? a.options.map((o) => o.value) : null;
  switch (field.type) {
    case 'NUMBER':
      return a.kind === 'number' && typeof a.value === 'number' ? a.value : undefined;
    case 'BOOLEAN':
      return a.kind === 'boolean' && typeof a.value === 'boolean' ? a.value : undefined;
    case 'DATE':
      return a.kind === 'date' && typeof a.value === 'string' ? a.value : undefined;
    case 'STRING':
      if (field.subType === 'SINGLE_SELECT') return values?.[0];
      return a.kind === 'text' && typeof a.value === 'string' ? a.value : undefined;
    case 'LIST':
      return values ?? undefined;
  }
}
