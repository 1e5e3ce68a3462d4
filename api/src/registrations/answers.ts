/**
 * Registration-form answers checked against the event's registration_form_fields (by fieldName
 * and type) and stored as registrations.custom_field keeps them (the approvals contract's
 * CustomFieldValue: text, number, boolean, date, options). A wrong answer is a 400 naming it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrationFormFields } from '../db/schema';
import { badField } from '../http/errors';
import { isIsoDateTime, type RegistrationAnswer } from '@console/people-contract';

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
type StoredAnswer =
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

export async function storedAnswers(
  db: Db,
  eventId: number,
  answers: Record<string, RegistrationAnswer>,
): Promise<Record<string, StoredAnswer>> {
  const fields = await db
    .select()
    .from(registrationFormFields)
    .where(eq(registrationFormFields.eventId, eventId));
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  const result: Record<string, StoredAnswer> = {};
  for (const [name, answer] of Object.entries(answers)) {
    const path = `customField.${name}`;
    const field = byName.get(name);
    if (!field) throw badField(path, ANSWER_ERRORS.unknownField);
    result[name] = stored(field, answer, path);
  }
  return result;
}
