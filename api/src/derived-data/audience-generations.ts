/**
 * audience_generations (migration 0014): each event's audience generation, moved by the triggers
 * of every write that can change a custom group's members. It counts moves, so no recount gives
 * it back; what can be checked is that it is past every generation something was kept at (cells,
 * members): a generation behind them would one day meet a kept snapshot's again and make it look
 * current. Behind, it is moved one past the newest (every kept snapshot is then stale, and kept
 * again by the recount chore) in one statement that never moves it back, so no lock is needed.
 * A row of an event that no longer exists is a difference too.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/client';
import type { Difference } from './difference';
import type { DerivedFamily } from './family';

const TABLE = 'audience_generations';

const StateSchema = z.object({
  generation: z.coerce.number().nullable(),
  event_exists: z.boolean(),
  newest_kept: z.coerce.number().nullable(),
});

export const audienceGenerations: DerivedFamily = {
  table: TABLE,
  locks: [],
  heldEvents: sql`select event_id from audience_generations`,
  async verify(db, eventId) {
    const [state] = z.array(StateSchema).parse(
      await queryRows(
        db,
        sql`select a.generation, exists (select 1 from events where id = ${eventId}::int) as event_exists,
            (select max(greatest(c.counted_generation, coalesce(c.members_generation, 0)))
              from audience_cell_counts c where c.event_id = ${eventId}::int) as newest_kept
          from (select 1) as one
          left join audience_generations a on a.event_id = ${eventId}::int`,
      ),
    );
    if (!state) return [];
    const key = { event_id: eventId };
    const stored = state.generation === null ? null : { generation: state.generation };
    if (!state.event_exists)
      return stored === null ? [] : [{ table: TABLE, key, stored, recounted: null }];
    if (state.newest_kept === null || (state.generation ?? 0) >= state.newest_kept) return [];
    return [{ table: TABLE, key, stored, recounted: { generation: state.newest_kept + 1 } }];
  },
  async repair(db, differences: readonly Difference[]) {
    for (const { key, recounted } of differences) {
      const eventId = Number(key.event_id);
      await db.execute(
        recounted === null
          ? sql`delete from audience_generations where event_id = ${eventId}::int`
          : sql`insert into audience_generations as a (event_id, generation)
              values (${eventId}::int, ${Number(recounted.generation)}::bigint)
              on conflict (event_id) do update set generation = greatest(a.generation, excluded.generation)`,
      );
    }
  },
};
