/**
 * approval_tab_counts (migrations 0012, 0013, 0019): an event's registrations per approvals tab,
 * flow and set of requested ticket types, counted as count_approval_tabs() counts them.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const approvalTabCounts = keyedTable({
  table: 'approval_tab_counts',
  kind: 'rows',
  keys: [
    { name: 'event_id', type: 'int' },
    { name: 'approval_tab', type: 'text' },
    { name: 'flow_id', type: 'int' },
    { name: 'requested_ticket_type_ids', type: 'int[]' },
  ],
  values: [
    { name: 'total', type: 'int' },
    { name: 'selectable', type: 'int' },
    { name: 'completed', type: 'int' },
    { name: 'attendees', type: 'int' },
  ],
  locks: ['registrations'],
  stored: (eventId) =>
    sql`select event_id, approval_tab, flow_id, requested_ticket_type_ids, total, selectable,
        completed, attendees
      from approval_tab_counts where event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select event_id, approval_tab, flow_id, requested_ticket_type_ids, count(*) as total,
        count(*) filter (where status <> 'REGISTERED' and not is_transaction_in_progress) as selectable,
        count(*) filter (where status = 'REGISTERED') as completed, sum(attendee_count) as attendees
      from registrations where event_id = ${eventId}::int
      group by 1, 2, 3, 4`,
  owned: sql`exists (select 1 from events where events.id = d.event_id)`,
  heldEvents: sql`select event_id from approval_tab_counts`,
});
