/**
 * Whether an email already belongs to a completed registration of the event: such an invitee is
 * added as REGISTERED (later registrations are marked by the database trigger of migration 0008).
 * The look-up probes registrations_event_email_idx on the lower-cased email: any case matches.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * A lateral sub-select giving `reg.id` of a REGISTERED registration with email `email`, or null.
 * It filters on the event and the email only (the status is read from the rows found), so the
 * planner has one index that fits, whatever its statistics say.
 */
export const registeredRegistration = (eventId: number, email: SQL): SQL => sql`
  left join lateral (
    select case when r.status = 'REGISTERED' then r.id end as id from registrations r
    where r.event_id = ${eventId}::int and lower(r.email) = lower(${email})
    order by r.status = 'REGISTERED' desc, r.id
    limit 1
  ) reg on true`;
