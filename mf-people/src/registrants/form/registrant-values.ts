/**
 * The registrant form's values and the wire: the fields a flow asks, the values a new or an
 * existing registrant starts from, the POST body, the PATCH body of what changed, and where a
 * refusal of the API goes in the form.
 */
import type { EventRole } from '@console/shared/contract';
import {
  isBlankAnswer,
  type CreateRegistrationRequest,
  type Registrant,
  type RegistrantFormAnswer,
  type RegistrantFormField,
  type RegistrantFormValues,
  type RegistrationAnswer,
  type UpdateRegistrationRequest,
  labelPlainText,
} from '@console/people-contract';
import type { RegistrationFormFlow } from '@console/registration-contract';

/** The fields a flow asks, labels as plain text (a label may hold markup). */
export const formFieldsOf = (flow: RegistrationFormFlow | undefined): RegistrantFormField[] =>
  (flow?.fields ?? []).map((f) => ({
    fieldName: f.fieldName,
    label: labelPlainText(f.label) || f.fieldName,
    type: f.type,
    subType: f.subType,
    required: f.required,
    predefinedValues: f.predefinedValues,
  }));

function emptyAnswer(field: RegistrantFormField): RegistrantFormAnswer {
  switch (field.type) {
    case 'BOOLEAN':
      return false;
    case 'LIST':
      return [];
    case 'DATE':
      return null;
    default:
      return '';
  }
}

/** An answer for each of `fields`: the one in `answers`, or the field's empty answer. */
export function answersFor(
  fields: readonly RegistrantFormField[],
  answers: Readonly<Record<string, RegistrantFormAnswer>> = {},
): Record<string, RegistrantFormAnswer> {
  return Object.fromEntries(
    fields.map((f) => [f.fieldName, answers[f.fieldName] ?? emptyAnswer(f)]),
  );
}

/** A new registrant: in the first flow, without tickets until a line is added. */
export function newRegistrantValues(
  flows: readonly RegistrationFormFlow[],
  role: EventRole,
): RegistrantFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    role,
    flowId: flows[0]?.flowId ?? null,
    tickets: [],
    answers: answersFor(formFieldsOf(flows[0])),
  };
}

/** A stored answer as the form holds it. */
function formAnswer(answer: RegistrationAnswer): RegistrantFormAnswer {
  return typeof answer === 'number' ? String(answer) : answer;
}

/** An existing registrant, as the edit form starts. */
export function registrantValues(
  registrant: Registrant,
  fields: readonly RegistrantFormField[],
): RegistrantFormValues {
  const stored = Object.fromEntries(
    Object.entries(registrant.customField).map(([name, answer]) => [name, formAnswer(answer)]),
  );
  return {
    firstName: registrant.firstName,
    lastName: registrant.lastName,
    email: registrant.email,
    role: registrant.role,
    flowId: registrant.flowId,
    tickets: [],
    answers: answersFor(fields, stored),
  };
}

/** The answer sent for a field, or undefined when it says nothing. */
export function wireAnswer(
  field: RegistrantFormField,
  answer: RegistrantFormAnswer | undefined,
): RegistrationAnswer | undefined {
  if (field.type === 'BOOLEAN') return answer === true;
  if (answer === undefined || answer === null || isBlankAnswer(answer)) return undefined;
  if (field.type === 'NUMBER') return Number(answer);
  return typeof answer === 'string' ? answer.trim() : answer;
}

/** The POST body: the chosen flow's answers by field name (blank ones left out), the ticket lines. */
export function toCreateRequest(
  values: RegistrantFormValues,
  fields: readonly RegistrantFormField[],
): CreateRegistrationRequest {
  const customField: Record<string, RegistrationAnswer> = {};
  for (const field of fields) {
    const answer = wireAnswer(field, values.answers[field.fieldName]);
    if (answer !== undefined) customField[field.fieldName] = answer;
  }
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role === '' ? 'ATTENDEE' : values.role,
    flowId: values.flowId ?? 0,
    tickets: values.tickets.map((row) => ({
      ticketTypeId: row.ticketTypeId ?? 0,
      count: Number(row.count),
    })),
    customField,
  };
}

const sameAnswer = (a: RegistrationAnswer | undefined, b: RegistrationAnswer | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The PATCH body: only what differs from `initial`; an answer cleared is null (removed). */
export function toUpdateRequest(
  initial: RegistrantFormValues,
  values: RegistrantFormValues,
  fields: readonly RegistrantFormField[],
): UpdateRegistrationRequest {
  const body: UpdateRegistrationRequest = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  if (firstName !== initial.firstName) body.firstName = firstName;
  if (lastName !== initial.lastName) body.lastName = lastName;
  if (email !== initial.email) body.email = email;
  if (values.role !== initial.role && values.role !== '') body.role = values.role;
  const customField: Record<string, RegistrationAnswer | null> = {};
  for (const field of fields) {
    const before = wireAnswer(field, initial.answers[field.fieldName]);
    const after = wireAnswer(field, values.answers[field.fieldName]);
    if (!sameAnswer(before, after)) customField[field.fieldName] = after ?? null;
  }
  if (Object.keys(customField).length > 0) body.customField = customField;
  return body;
}

/** The form field an API refusal names ('customField.x' is the answer x), or null. */
export function formFieldOfApiError(field: string | undefined): string | null {
  if (!field) return null;
  if (field.startsWith('customField.')) return `answers.${field.slice('customField.'.length)}`;
  if (/^(firstName|lastName|email|role|flowId)$/.test(field)) return field;
  if (/^tickets\.\d+\.(ticketTypeId|count)$/.test(field)) return field;
  return null;
}

/** The API's message without the field it names in front ('email: …' → '…'). */
export const apiFieldMessage = (field: string, message: string): string =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
