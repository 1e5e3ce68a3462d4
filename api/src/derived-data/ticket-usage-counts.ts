/**
 * ticket_usage_counts (migrations 0015, 0028): per ticket type of the event, the tickets of
 * completed requests (`used`: registration_tickets flagged registered) and the open reservations
 * of requests not completed (`reserved`), counted as count_used_tickets() and
 * count_reserved_tickets() count them. The flags are derived too (ticket-flags.ts), repaired first.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const ticketUsageCounts = keyedTable({
  table: 'ticket_usage_counts',
  kind: 'rows',
  keys: [{ name: 'ticket_type_id', type: 'int' }],
  values: [
    { name: 'used', type: 'int' },
    { name: 'reserved', type: 'int' },
  ],
  locks: ['registration_tickets', 'ticket_reservations'],
  stored: (eventId) =>
    sql`select u.ticket_type_id, u.used, u.reserved
      from ticket_usage_counts u join ticket_types t on t.id = u.ticket_type_id
      where t.event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select * from (
        select t.id as ticket_type_id,
          (select coalesce(sum(rt.count), 0) from registration_tickets rt
            where rt.ticket_type_id = t.id and rt.registered) as used,
          (select coalesce(sum(tr.count), 0) from ticket_reservations tr
            where tr.ticket_type_id = t.id and tr.released_at is null and not tr.registered) as reserved
        from ticket_types t where t.event_id = ${eventId}::int
      ) as counted where used <> 0 or reserved <> 0`,
  ownerless: sql`select u.ticket_type_id, u.used, u.reserved from ticket_usage_counts u
    where not exists (select 1 from ticket_types t where t.id = u.ticket_type_id)`,
});
