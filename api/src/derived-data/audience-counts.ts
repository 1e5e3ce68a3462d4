/**
 * audience_counts (migration 0013): an event's completed registrations (status REGISTERED) per
 * role, flow, ticket and attendance, counted as count_audiences() counts them.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const audienceCounts = keyedTable({
  table: 'audience_counts',
  kind: 'rows',
  keys: [
    { name: 'event_id', type: 'int' },
    { name: 'role', type: 'text' },
    { name: 'flow_id', type: 'int' },
    { name: 'ticket_type_id', type: 'int' },
    { name: 'is_attended', type: 'boolean' },
  ],
  values: [{ name: 'registrants', type: 'int' }],
  locks: ['registrations'],
  stored: (eventId) =>
    sql`select event_id, role, flow_id, ticket_type_id, is_attended, registrants
      from audience_counts where event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select event_id, role, flow_id, ticket_type_id, is_attended, count(*) as registrants
      from registrations where event_id = ${eventId}::int and status = 'REGISTERED'
      group by 1, 2, 3, 4, 5`,
  owned: sql`exists (select 1 from events where events.id = d.event_id)`,
  heldEvents: sql`select event_id from audience_counts`,
});
