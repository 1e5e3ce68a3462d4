/**
 * Deleting abandoned registrations and emailing them the event's reminder, set-based. A delete of a
 * select-all runs in batches, each its own short statement, so one click over a million rows
 * never holds the database in one long transaction. A reminder is capped instead
 * (ABANDONED_LIMITS.maxReminders): more matching rows refuse the call with a message to narrow
 * the filter; below the cap one statement queues the emails and counts the reminders.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../http/errors';
import { ERROR_CODES } from '@console/shared/contract';
import { COMMUNICATION_ERROR_CODES, COMMUNICATION_MESSAGES } from '@console/event-setup-contract';
import { readEventEmail } from '../communication/event-emails';
import { fillSql, firstNameSql } from '../communication/fill-sql';
import { continueLink, REMINDER_TEMPLATE } from './reminder-email';
import { ABANDONED_LIMITS } from '@console/people-contract';

const DELETE_BATCH = 5000;

/** Deletes every row of `where`; answers how many. */
export async function deleteWhere(db: Db, where: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
        delete from abandoned_registrations where id in (
          select id from abandoned_registrations where ${where} limit ${DELETE_BATCH}::int)
        returning 1)
      select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    deleted += n;
    if (n < DELETE_BATCH) return deleted;
  }
}

export const tooManyReminders = () =>
  new ApiError(
    409,
    ERROR_CODES.conflict,
    `Reminders can be sent to at most ${ABANDONED_LIMITS.maxReminders.toLocaleString('en-US')} registrants at a time. Narrow the filters and try again.`,
  );

/**
 * One reminder email per registration of `where` (the event's reminder text, with the person's
 * link to continue), and reminders_sent / last_reminded_at updated, in one statement. Answers how
 * many were emailed; 409 when the event's reminder email is turned off (Communication > Standard).
 */
export async function remindWhere(
  db: Db,
  eventId: number,
  where: SQL,
  now = new Date(),
): Promise<number> {
  const email = await readEventEmail(db, eventId, 'REMINDER');
  if (!email.enabled)
    throw new ApiError(
      409,
      COMMUNICATION_ERROR_CODES.emailOff,
      COMMUNICATION_MESSAGES.emailOff('REMINDER'),
    );
  const [capped] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from abandoned_registrations where ${where} limit ${ABANDONED_LIMITS.maxReminders + 1}::int) t`,
  );
  if (Number(capped?.n ?? 0) > ABANDONED_LIMITS.maxReminders) throw tooManyReminders();
  const values = {
    firstName: firstNameSql(sql`a.first_name`),
    // The name per row, not a join with events: a join may walk the event's rows to find a few.
    event: sql`(select e.name from events e where e.id = a.event_id)`,
    continueLink: continueLink(sql`a.event_id`, sql`a.flow_id`, sql`a.flow_context_id`),
  };
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with targets as (
        select id from abandoned_registrations where ${where}
      ),
      queued as (
        insert into email_outbox (event_id, "to", subject, body, template)
        select a.event_id, a.email, ${fillSql(email.subject, values)}, ${fillSql(email.body, values)},
          ${REMINDER_TEMPLATE}::text
        from abandoned_registrations a
        where a.id in (select id from targets)
        order by a.id
        returning 1
      ),
      counted as (
        update abandoned_registrations
        set reminders_sent = reminders_sent + 1, last_reminded_at = ${now.toISOString()}::timestamptz
        where id in (select id from targets)
        returning 1
      )
      select (select count(*) from queued)::int as n, (select count(*) from counted)::int as m`,
  );
  return Number(row?.n ?? 0);
}
