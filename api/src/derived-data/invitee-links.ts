/**
 * invitees.invitation_status, registration_id and registration_created_at (migrations 0008, 0021,
 * 0025; decision 0023): an invitee is REGISTERED exactly while it links a completed registration
 * of its event, and carries that registration's created_at. The triggers keep a link while its
 * registration stays completed, clear it when that stops (the invitee then awaits a response
 * again), and link an invitee when a registration with its email completes (emails compared in
 * lower case); the writers that add invitees link them the same way, and a registration's email
 * edit clears the links of invitees of the old email (registrations/update.ts). So the recount
 * keeps a link to a completed registration of the invitee's email, else links the first such
 * registration, else none.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const inviteeLinks = keyedTable({
  table: 'invitees',
  kind: 'columns',
  keys: [{ name: 'id', type: 'int' }],
  values: [
    { name: 'invitation_status', type: 'text' },
    { name: 'registration_id', type: 'int' },
    { name: 'registration_created_at', type: 'timestamptz' },
  ],
  locks: ['registrations', 'invitees'],
  stored: (eventId) =>
    sql`select id, invitation_status, registration_id, registration_created_at from invitees
      where event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`with completed as materialized (
        select id, created_at, lower(email) as email from registrations
        where event_id = ${eventId}::int and status = 'REGISTERED'
      ),
      first_by_email as (
        select distinct on (email) email, id, created_at from completed order by email, id
      )
      select i.id,
        case when coalesce(kept.id, found.id) is not null then 'REGISTERED'
          when i.invitation_status = 'REGISTERED' then 'AWAITING_RESPONSE'
          else i.invitation_status end as invitation_status,
        coalesce(kept.id, found.id) as registration_id,
        coalesce(kept.created_at, found.created_at) as registration_created_at
      from invitees i
      left join completed kept on kept.id = i.registration_id and kept.email = lower(i.email)
      left join first_by_email found on kept.id is null and found.email = lower(i.email)
      where i.event_id = ${eventId}::int`,
});
