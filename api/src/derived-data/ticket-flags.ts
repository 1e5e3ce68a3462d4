/**
 * registration_tickets.registered and ticket_reservations.registered (migrations 0015, 0028): a
 * ticket line's or a reservation's registration is completed (REGISTERED), written by
 * flag_registered_ticket_rows() and the usage triggers. Repaired before ticket_usage_counts, which
 * counts by them: the flag's update moves those counts by its own triggers, the recount after
 * settles them.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const ticketLineFlags = keyedTable({
  table: 'registration_tickets',
  kind: 'columns',
  keys: [
    { name: 'registration_id', type: 'int' },
    { name: 'ticket_type_id', type: 'int' },
  ],
  values: [{ name: 'registered', type: 'boolean' }],
  locks: ['registrations', 'registration_tickets'],
  stored: (eventId) =>
    sql`select rt.registration_id, rt.ticket_type_id, rt.registered
      from registration_tickets rt join registrations r on r.id = rt.registration_id
      where r.event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select rt.registration_id, rt.ticket_type_id, r.status = 'REGISTERED' as registered
      from registration_tickets rt join registrations r on r.id = rt.registration_id
      where r.event_id = ${eventId}::int`,
});

export const reservationFlags = keyedTable({
  table: 'ticket_reservations',
  kind: 'columns',
  keys: [{ name: 'id', type: 'int' }],
  values: [{ name: 'registered', type: 'boolean' }],
  locks: ['registrations', 'ticket_reservations'],
  stored: (eventId) =>
    sql`select tr.id, tr.registered
      from ticket_reservations tr join registrations r on r.id = tr.registration_id
      where r.event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select tr.id, r.status = 'REGISTERED' as registered
      from ticket_reservations tr join registrations r on r.id = tr.registration_id
      where r.event_id = ${eventId}::int`,
});
