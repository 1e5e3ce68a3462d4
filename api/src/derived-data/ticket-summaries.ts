/**
 * registrations.attendee_count and requested_ticket_type_ids (migrations 0012, 0019): a request's
 * attendees (the sum of its registration_tickets counts, 1 without tickets) and the ticket types it
 * requests, written by keep_ticket_line_summaries(). Repaired first: the approvals' counts sum
 * them, and the update's own triggers bring those counts along.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const ticketSummaries = keyedTable({
  table: 'registrations',
  kind: 'columns',
  keys: [{ name: 'id', type: 'int' }],
  values: [
    { name: 'attendee_count', type: 'int' },
    { name: 'requested_ticket_type_ids', type: 'int[]' },
  ],
  locks: ['registrations', 'registration_tickets'],
  stored: (eventId) =>
    sql`select id, attendee_count, requested_ticket_type_ids from registrations
      where event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select r.id, coalesce(sum(rt.count), 1) as attendee_count,
        coalesce(array_agg(rt.ticket_type_id order by rt.ticket_type_id)
          filter (where rt.ticket_type_id is not null), '{}') as requested_ticket_type_ids
      from registrations r left join registration_tickets rt on rt.registration_id = r.id
      where r.event_id = ${eventId}::int
      group by r.id`,
});
