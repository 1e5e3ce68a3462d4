/**
 * invitee_counts (migration 0016): each invite list's invitees per invitation status, counted as
 * count_invitees() counts them.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const inviteeCounts = keyedTable({
  table: 'invitee_counts',
  kind: 'rows',
  keys: [
    { name: 'audience_group_id', type: 'int' },
    { name: 'invitation_status', type: 'text' },
  ],
  values: [{ name: 'invitees', type: 'int' }],
  locks: ['invitees'],
  stored: (eventId) =>
    sql`select c.audience_group_id, c.invitation_status, c.invitees
      from invitee_counts c join audience_groups g on g.id = c.audience_group_id
      where g.event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select i.audience_group_id, i.invitation_status, count(*) as invitees
      from invitees i join audience_groups g on g.id = i.audience_group_id
      where g.event_id = ${eventId}::int group by 1, 2`,
  ownerless: sql`select c.audience_group_id, c.invitation_status, c.invitees from invitee_counts c
    where not exists (select 1 from audience_groups g where g.id = c.audience_group_id)`,
});
