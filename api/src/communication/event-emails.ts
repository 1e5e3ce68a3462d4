/**
 * The event's automatic emails as they are now: each kind's row of event_emails over the
 * contract's defaults (a kind without a row, or a null column, is the default). One read serves
 * the Standard page, every sender and approvals' confirmation types, so the switch the page
 * writes is the one approvals read. A text saved equal to the default is stored as null, so it
 * follows the default again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  EMAIL_DEFAULTS,
  EMAIL_KINDS,
  emailTextProblem,
  KIND_PLACEHOLDERS,
  type EmailKind,
  type EventEmail,
  type EventEmailEdit,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { badField } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { recordEventEmailEdited } from './activity';
import { eventEmails } from './schema';

type EmailRow = Pick<typeof eventEmails.$inferSelect, 'kind' | 'enabled' | 'subject' | 'body'>;

function emailOf(kind: EmailKind, row: EmailRow | undefined): EventEmail {
  const defaults = EMAIL_DEFAULTS[kind];
  return {
    kind,
    enabled: row?.enabled ?? defaults.enabled,
    subject: row?.subject ?? defaults.subject,
    body: row?.body ?? defaults.body,
    customized: (row?.subject ?? null) !== null || (row?.body ?? null) !== null,
    placeholders: [...KIND_PLACEHOLDERS[kind]],
  };
}

const columns = {
  kind: eventEmails.kind,
  enabled: eventEmails.enabled,
  subject: eventEmails.subject,
  body: eventEmails.body,
};

async function rowsOf(db: Db, eventId: number, kinds: readonly EmailKind[]) {
  return db
    .select(columns)
    .from(eventEmails)
    .where(and(eq(eventEmails.eventId, eventId), inArray(eventEmails.kind, [...kinds])));
}

/** Every automatic email of the event, in EMAIL_KINDS order. */
export async function readEventEmails(db: Db, eventId: number): Promise<EventEmail[]> {
  const rows = await rowsOf(db, eventId, EMAIL_KINDS);
  return EMAIL_KINDS.map((kind) =>
    emailOf(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

export async function readEventEmail(
  db: Db,
  eventId: number,
  kind: EmailKind,
): Promise<EventEmail> {
  const [row] = await rowsOf(db, eventId, [kind]);
  return emailOf(kind, row);
}

/** One kind's email of each of these events. */
export async function readEventsEmail(
  db: Db,
  eventIds: readonly number[],
  kind: EmailKind,
): Promise<Map<number, EventEmail>> {
  const rows =
    eventIds.length === 0
      ? []
      : await db
          .select({ eventId: eventEmails.eventId, ...columns })
          .from(eventEmails)
          .where(and(inArray(eventEmails.eventId, [...eventIds]), eq(eventEmails.kind, kind)));
  return new Map(
    eventIds.map((eventId) => [
      eventId,
      emailOf(
        kind,
        rows.find((row) => row.eventId === eventId),
      ),
    ]),
  );
}

/** The switches approvals read for their confirmation types (spec shell §4.2). */
export async function approvalEmailSwitches(
  db: Db,
  eventId: number,
): Promise<{ approveEmailEnabled: boolean; rejectEmailEnabled: boolean }> {
  const rows = await rowsOf(db, eventId, ['APPROVAL_APPROVED', 'APPROVAL_REJECTED']);
  const on = (kind: EmailKind) =>
    emailOf(
      kind,
      rows.find((row) => row.kind === kind),
    ).enabled;
  return {
    approveEmailEnabled: on('APPROVAL_APPROVED'),
    rejectEmailEnabled: on('APPROVAL_REJECTED'),
  };
}

/** 400 naming the field when a subject or body uses a placeholder the kind cannot fill. */
export function requireKindText(
  kind: EmailKind,
  text: { subject?: string | undefined; body?: string | undefined },
): void {
  for (const field of ['subject', 'body'] as const) {
    const value = text[field];
    if (value === undefined) continue;
    const problem = emailTextProblem(field, value, KIND_PLACEHOLDERS[kind]);
    if (problem) throw badField(field, problem);
  }
}

/** Saves what the edit names (one upsert, logged with it); answers the email as it is now. */
export async function editEventEmail(
  db: Db,
  eventId: number,
  kind: EmailKind,
  edit: EventEmailEdit,
  actor: ActivityActor,
  now = new Date(),
): Promise<EventEmail> {
  requireKindText(kind, edit);
  const defaults = EMAIL_DEFAULTS[kind];
  const orDefault = (value: string | undefined, fallback: string) =>
    value === undefined ? undefined : value === fallback ? null : value;
  const changes = {
    ...(edit.enabled === undefined ? {} : { enabled: edit.enabled }),
    ...(edit.subject === undefined ? {} : { subject: orDefault(edit.subject, defaults.subject) }),
    ...(edit.body === undefined ? {} : { body: orDefault(edit.body, defaults.body) }),
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const before = await readEventEmail(tx, eventId, kind);
    const [row] = await tx
      .insert(eventEmails)
      .values({ eventId, kind, ...changes })
      .onConflictDoUpdate({ target: [eventEmails.eventId, eventEmails.kind], set: changes })
      .returning(columns);
    const after = emailOf(kind, row);
    await recordEventEmailEdited(tx, { eventId, actor }, kind, before, after);
    return after;
  });
}
