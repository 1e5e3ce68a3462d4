/**
 * Registration emails go to the outbox table (ARCHITECTURE: an outbox by default, SMTP when
 * configured; rows are viewable at GET .../outbox). Each event's own text of the kind (its
 * automatic email, api/src/communication) is filled in SQL; an event whose email of the kind is
 * off gets none.
 */
import { sql } from 'drizzle-orm';
import type { EmailKind } from '@console/event-setup-contract';
import { continueLink } from '../abandoned-registrations/reminder-email';
import { readEventsEmail } from '../communication/event-emails';
import { fillSql, firstNameSql } from '../communication/fill-sql';
import { queryRows, type Db } from '../db/client';
import { intList } from '../db/query-helpers';

export type EmailTemplate = Extract<
  EmailKind,
  'APPROVAL_APPROVED' | 'APPROVAL_REJECTED' | 'REGISTRATION_CONFIRMATION'
>;

/**
 * One email per registration, whichever events they belong to, as each event words the kind, in
 * one statement (each event's text is a branch of a CASE on the event). Answers how many were
 * queued. The event's name is a bound value, not a join: with a join PostgreSQL may merge the
 * events with the event's registrations in event order, walking every registration of the event to
 * find a batch's few ids; by id they are found through the primary key.
 */
export async function queueRegistrationEmails(
  db: Db,
  template: EmailTemplate,
  registrationIds: readonly number[],
): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const ids = intList(registrationIds);
  const eventsOf = await queryRows<{ id: number; name: string }>(
    db,
    sql`select e.id, e.name from events e
      where e.id in (select event_id from registrations where id = any(${ids}))`,
  );
  const emails = await readEventsEmail(
    db,
    eventsOf.map((event) => event.id),
    template,
  );
  const sending = eventsOf.filter((event) => emails.get(event.id)?.enabled === true);
  if (sending.length === 0) return 0;
  const filled = (field: 'subject' | 'body') =>
    sql`case r.event_id ${sql.join(
      sending.map((event) => {
        const email = emails.get(event.id);
        const values = {
          firstName: firstNameSql(sql`r.first_name`),
          event: sql`${event.name}::text`,
          continueLink: continueLink(sql`r.event_id`, sql`r.flow_id`, sql`r.flow_context_id`),
        };
        return sql`when ${event.id}::int then ${fillSql(email?.[field] ?? '', values)}`;
      }),
      sql` `,
    )} end`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with queued as (
      insert into email_outbox (event_id, "to", subject, body, template)
      select r.event_id, r.email, ${filled('subject')}, ${filled('body')}, ${template}::text
      from registrations r
      where r.id = any(${ids}) and r.event_id = any(${intList(sending.map((event) => event.id))})
      order by r.id
      returning 1
    )
    select count(*)::int as n from queued`,
  );
  return Number(row?.n ?? 0);
}
