/**
 * Deleting abandoned registrations and emailing them a reminder, set-based. A delete of a
 * select-all runs in batches, each its own short statement, so one click over a million rows
 * never holds the database in one long transaction. A reminder is capped instead
 * (ABANDONED_LIMITS.maxReminders): more matching rows refuse the call with a message to narrow
 * the filter; below the cap one statement queues the emails and counts the reminders.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../http/errors';
import { ERROR_CODES } from '@console/shared/contract';
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
 * One reminder email per registration of `where` (the event's name, a link to continue), and
 * reminders_sent / last_reminded_at updated, in one statement. Answers how many were emailed.
 */
export async function remindWhere(db: Db, where: SQL, now = new Date()): Promise<number> {
  const [capped] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from abandoned_registrations where ${where} limit ${ABANDONED_LIMITS.maxReminders + 1}::int) t`,
  );
  if (Number(capped?.n ?? 0) > ABANDONED_LIMITS.maxReminders) throw tooManyReminders();
  const link = continueLink(sql`a.event_id`, sql`a.flow_id`, sql`a.flow_context_id`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with targets as (
        select id from abandoned_registrations where ${where}
      ),
      queued as (
        insert into email_outbox (event_id, "to", subject, body, template)
        select a.event_id, a.email, 'Complete your registration for ' || a.event_name,
          'Hi ' || coalesce(nullif(a.first_name, ''), 'there') || E',\n\n'
            || 'You started registering for ' || a.event_name || ' but did not finish. '
            || E'Continue where you left off:\n\n' || ${link},
          ${REMINDER_TEMPLATE}::text
        from (
          -- The name per row, not a join with events (see queueRegistrationEmails).
          select *, (select name from events e where e.id = abandoned_registrations.event_id) as event_name
          from abandoned_registrations
          where id in (select id from targets)
        ) a
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
