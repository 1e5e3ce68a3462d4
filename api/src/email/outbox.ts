/**
 * Email goes to the outbox table (ARCHITECTURE: an outbox by default, SMTP when configured; no SMTP
 * transport is configured in this API yet, so rows stay unsent and are viewable at GET .../outbox).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intList } from '../db/query-helpers';

export type EmailTemplate = 'APPROVAL_APPROVED' | 'APPROVAL_REJECTED' | 'REGISTRATION_CONFIRMATION';

const SUBJECTS: Record<EmailTemplate, string> = {
  APPROVAL_APPROVED: 'Your registration request was approved',
  APPROVAL_REJECTED: 'Your registration request was not approved',
  REGISTRATION_CONFIRMATION: 'Your registration is confirmed',
};

const BODIES: Record<EmailTemplate, string> = {
  APPROVAL_APPROVED:
    'Good news: your request to attend {event} was approved. Complete your registration to secure your place.',
  APPROVAL_REJECTED:
    'Thank you for your interest in {event}. Unfortunately we cannot confirm your registration this time.',
  REGISTRATION_CONFIRMATION: 'You are registered for {event}. We look forward to seeing you.',
};

/**
 * One email per registration, set-based: `Hi {first},` + the template body with the event name.
 * The name is a sub-select per row, not a join: with a join PostgreSQL may merge the events with
 * the event's registrations in event order, walking every registration of the event to find a
 * batch's few ids; by sub-select they are found through the primary key.
 */
export async function queueRegistrationEmails(
  db: Db,
  template: EmailTemplate,
  registrationIds: readonly number[],
): Promise<void> {
  if (registrationIds.length === 0) return;
  const [before, after] = BODIES[template].split('{event}');
  await db.execute(sql`
    insert into email_outbox (event_id, "to", subject, body, template)
    select r.event_id, r.email, ${SUBJECTS[template]}::text || ': ' || r.event_name,
      'Hi ' || r.first_name || E',\n\n' || ${before ?? ''}::text || r.event_name || ${after ?? ''}::text,
      ${template}::text
    from (
      select id, event_id, email, first_name,
        (select name from events e where e.id = registrations.event_id) as event_name
      from registrations
      where id = any(${intList(registrationIds)})
    ) r
    order by r.id`);
}
