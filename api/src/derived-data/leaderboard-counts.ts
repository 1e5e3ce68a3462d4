/** leaderboard_counts (migration 0018): the event's leaderboard entries, as count_leaderboard_entries() counts them. */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const leaderboardCounts = keyedTable({
  table: 'leaderboard_counts',
  kind: 'rows',
  keys: [{ name: 'event_id', type: 'int' }],
  values: [{ name: 'entries', type: 'int' }],
  locks: ['leaderboard_points'],
  stored: (eventId) =>
    sql`select event_id, entries from leaderboard_counts where event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select event_id, count(*) as entries from leaderboard_points
      where event_id = ${eventId}::int group by 1`,
  owned: sql`exists (select 1 from events where events.id = d.event_id)`,
  heldEvents: sql`select event_id from leaderboard_counts`,
});
