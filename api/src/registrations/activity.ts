/**
 * A registrant added or edited by hand in the activity log (issue #46, area REGISTRANTS, target
 * the registration): their name, email, role, flow, status and each form answer as `answer.<field
 * name>` (an option answer by its labels). An edit keeps the changed values only; an edit that
 * changes nothing records nothing. Nothing else of the row is logged (no token ever is).
 */
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, type LoggedValues } from '../activity-log/values';
import type { RegistrationRow } from './registrant';

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const optionLabel = (option: unknown): string =>
  typeof option === 'object' &&
  option !== null &&
  'label' in option &&
  typeof option.label === 'string'
    ? option.label
    : JSON.stringify(option);

/** A stored answer as the log shows it: its value, an option answer's labels. */
function answerValue(answer: unknown): Scalar | Scalar[] {
  if (typeof answer === 'object' && answer !== null) {
    if ('options' in answer && Array.isArray(answer.options)) {
      const options: unknown[] = answer.options;
      return options.map(optionLabel);
    }
    if ('value' in answer && isScalar(answer.value)) return answer.value;
  }
  return JSON.stringify(answer ?? null);
}

function registrantValues(row: RegistrationRow): LoggedValues {
  const answers = Object.entries(row.customField).map(
    ([name, answer]) => [`answer.${name}`, answerValue(answer)] as const,
  );
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    flowId: row.flowId,
    status: row.status,
    ...Object.fromEntries(answers),
  };
}

const nameOf = (row: RegistrationRow): string =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

const target = (row: RegistrationRow) => ({
  type: 'registration',
  id: String(row.id),
  label: nameOf(row),
});

export function recordRegistrantAdded(
  tx: Db,
  actor: ActivityActor,
  row: RegistrationRow,
  tickets: readonly { ticketTypeId: number; count: number }[],
): Promise<void> {
  return recordActivity(tx, {
    eventId: row.eventId,
    actor,
    area: 'REGISTRANTS',
    action: 'registrant.added',
    target: target(row),
    summary: `Added registrant ${nameOf(row)}`,
    before: null,
    after: {
      ...registrantValues(row),
      tickets: tickets.map((line) => `${line.count} x ticket ${line.ticketTypeId}`),
    },
  });
}

export async function recordRegistrantEdited(
  tx: Db,
  actor: ActivityActor,
  before: RegistrationRow,
  after: RegistrationRow,
): Promise<void> {
  const beforeValues = registrantValues(before);
  const afterValues = registrantValues(after);
  // A removed answer is in before only: list it after as null.
  const change = changedValues(beforeValues, {
    ...Object.fromEntries(Object.keys(beforeValues).map((key) => [key, null])),
    ...afterValues,
  });
  if (!hasChanges(change)) return;
  await recordActivity(tx, {
    eventId: after.eventId,
    actor,
    area: 'REGISTRANTS',
    action: 'registrant.edited',
    target: target(after),
    summary: `Edited registrant ${nameOf(after)}`,
    ...change,
  });
}
