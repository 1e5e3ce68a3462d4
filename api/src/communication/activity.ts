/**
 * Communication's writes in the activity log (issue #46, area EMAILS): an automatic email turned
 * on or off, or its text edited (target its kind); an invitation email or a saved template
 * created, edited or deleted; the calendar invites' day-wise block turned on or off. Edits keep
 * the changed values only and record nothing when nothing changed; a body is kept shortened.
 */
import { EMAIL_KIND_LABELS, type EmailKind, type EventEmail } from '@console/event-setup-contract';
import type { ActivityTarget } from '@console/activity-log-contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, shortText, type LoggedValues } from '../activity-log/values';

export interface EmailWrite {
  eventId: number;
  actor: ActivityActor;
}

interface EmailText {
  name?: string;
  subject: string;
  body: string;
}

const textValues = (text: EmailText): LoggedValues => ({
  ...(text.name === undefined ? {} : { name: text.name }),
  subject: text.subject,
  body: shortText(text.body),
});

function record(
  tx: Db,
  write: EmailWrite,
  entry: { action: string; target: ActivityTarget; summary: string },
  values: { before: LoggedValues | null; after: LoggedValues | null },
) {
  return recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'EMAILS',
    ...entry,
    ...values,
  });
}

/** An automatic email's switch or text; a change of the switch alone says which way. */
export async function recordEventEmailEdited(
  tx: Db,
  write: EmailWrite,
  kind: EmailKind,
  before: EventEmail,
  after: EventEmail,
): Promise<void> {
  const values = (email: EventEmail) => ({ enabled: email.enabled, ...textValues(email) });
  const change = changedValues(values(before), values(after));
  if (!hasChanges(change)) return;
  const label = EMAIL_KIND_LABELS[kind];
  const switched = Object.keys(change.after).every((key) => key === 'enabled');
  const onOff = after.enabled ? 'on' : 'off';
  const entry = switched
    ? { action: `email.turned-${onOff}`, summary: `Turned ${onOff} the '${label}' email` }
    : { action: 'email.edited', summary: `Edited the '${label}' email` };
  await record(tx, write, { ...entry, target: { type: 'email', id: kind, label } }, change);
}

/** An invitation email or a saved template, by its id and name. */
interface NamedText extends EmailText {
  id: number;
  name: string;
}

const NAMED = {
  'invitation-email': 'invitation email',
  'email-template': 'email template',
} as const;
type NamedType = keyof typeof NAMED;

const VERBS = { created: 'Created', edited: 'Edited', deleted: 'Deleted' } as const;

/** A created (before null), edited or deleted (after null) invitation email or saved template. */
export async function recordNamedEmail(
  tx: Db,
  write: EmailWrite,
  type: NamedType,
  before: NamedText | null,
  after: NamedText | null,
): Promise<void> {
  const text = after ?? before;
  if (!text) return;
  const verb = !before ? 'created' : !after ? 'deleted' : 'edited';
  const values =
    before && after
      ? changedValues(textValues(before), textValues(after))
      : { before: before && textValues(before), after: after && textValues(after) };
  if (values.after && !hasChanges({ after: values.after })) return;
  await record(
    tx,
    write,
    {
      action: `${type}.${verb}`,
      target: { type, id: String(text.id), label: text.name },
      summary: `${VERBS[verb]} ${NAMED[type]} '${text.name}'`,
    },
    values,
  );
}

/** The calendar invites' day-wise block turned on or off. */
export async function recordDayWiseBlock(
  tx: Db,
  write: EmailWrite,
  before: boolean,
  after: boolean,
): Promise<void> {
  if (before === after) return;
  await record(
    tx,
    write,
    {
      action: 'calendar-invites.changed',
      target: { type: 'calendar-invites', id: String(write.eventId), label: 'Calendar invites' },
      summary: `Turned ${after ? 'on' : 'off'} the day-wise block of calendar invites`,
    },
    { before: { isDayWiseBlock: before }, after: { isDayWiseBlock: after } },
  );
}
