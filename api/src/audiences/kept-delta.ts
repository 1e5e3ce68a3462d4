/**
 * A group's kept members and cells a few generations old, brought up to now (migration 0027). On an
 * event whose registrants keep completing, the audience generation moves with every completion, so
 * kept members (kept-members.ts) and cells (kept-cells.ts) would never be current: pages and counts
 * went back to the event's walk and scans, whose cost grows with the event. The generation triggers
 * log, per move, the registrants the statement may have changed (audience_changes). A read takes
 * the kept rows of everyone else, and reads the changed registrants again from registrations: the
 * group's audience now, at the cost of a few hundred key look-ups. Where the log cannot tell (a
 * move not logged, a change to anyone, more than AUDIENCE_CHANGE_LIMIT registrants), the caller
 * reads as before, until the recount chore keeps the group again.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { intList } from '../db/query-helpers';
import { registrations } from '../db/schema';
import { filterColumnsWhere, type AudienceFilter } from './audience-filter';
import {
  AudienceCellSchema,
  audienceGenerationOf,
  sumCells,
  type AudienceCell,
} from './kept-cells';
import { audienceCellCounts, audienceChanges, audienceKeptMembers } from './schema';

/**
 * At most this many registrants changed since a keep are read again; more: read as before. The
 * triggers log a statement that changes more than as many as a change to anyone (migration 0027).
 */
export const AUDIENCE_CHANGE_LIMIT = 2_000;

const c = audienceCellCounts;
const ch = audienceChanges;
const k = audienceKeptMembers;
const r = registrations;

/** What changed in a group's audience since its members were kept. */
export interface KeptDelta {
  /** The generation the members were kept at. */
  generation: number;
  /** The registrants to read again (none: the kept members are current). */
  changed: number[];
  /** The group's cells kept with its members, where the same statement counted both. */
  cells: AudienceCell[] | null;
}

const DeltaRowSchema = z.object({
  kept: z.coerce.number(),
  counted: z.coerce.number(),
  current: z.coerce.number(),
  logged: z.coerce.number(),
  changed: z.string().nullable(),
  cells: z.array(AudienceCellSchema),
});

/**
 * The group's kept delta: the registrants changed since its members were kept, where every move of
 * the generation since is logged and names at most AUDIENCE_CHANGE_LIMIT of them; else null (also
 * where no members are kept). One statement, so that the generation and the log agree. The kept
 * rows are read by the next statement: a keep in between makes them newer, which a page takes as
 * a slightly later read and a count refuses (keptCountNow).
 */
export async function keptDelta(
  db: Db,
  eventId: number,
  groupId: number,
): Promise<KeptDelta | null> {
  const [found] = await queryRows(
    db,
    sql`with kept as (
        select ${c.membersGeneration} as kept, ${c.countedGeneration} as counted,
          ${audienceGenerationOf(eventId)} as current, ${c.cells} as cells
        from ${c}
        where ${c.audienceGroupId} = ${groupId}::int and ${c.eventId} = ${eventId}::int
          and ${c.membersGeneration} is not null
      ),
      log as materialized (
        select ${ch.registrationIds} as ids from ${ch}, kept
        where ${ch.eventId} = ${eventId}::int
          and ${ch.generation} > kept.kept and ${ch.generation} <= kept.current
      ),
      summary as (
        select count(*) as logged, count(*) filter (where ids is null) as whole,
          coalesce(sum(cardinality(ids)), 0) as registrants
        from log
      )
      select kept.kept, kept.counted, kept.current, kept.cells, summary.logged,
        case when summary.whole = 0 and summary.registrants <= ${AUDIENCE_CHANGE_LIMIT}::int then (
          select coalesce(string_agg(distinct id::text, ','), '') from log, unnest(log.ids) as id
        ) end as changed
      from kept, summary`,
  );
  if (found === undefined) return null;
  const row = DeltaRowSchema.parse(found);
  if (row.logged !== row.current - row.kept || row.changed === null) return null;
  const changed = row.changed === '' ? [] : row.changed.split(',').map(Number);
  return { generation: row.kept, changed, cells: row.counted === row.kept ? row.cells : null };
}

/** A group's audience now, as two sources of rows (id, created_at) for a walk. */
export interface KeptMembersNow {
  /** The kept members but the changed registrants, in the kept index's order. */
  kept: SQL;
  /** The changed registrants in the audience now (few: a sort of them costs nothing). */
  changed: SQL;
}

/**
 * The group's audience under the role, attendance and ticket filters: the kept members but the
 * changed registrants, and those of them in the audience now (`where`, on registrations).
 */
export const keptMembersNow = (
  groupId: number,
  changed: readonly number[],
  filter: AudienceFilter,
  where: SQL,
): KeptMembersNow => {
  const ids = intList(changed);
  return {
    kept: sql`select ${k.registrationId} as id, ${k.registrationCreatedAt} as created_at from ${k}
      where ${and(
        sql`${k.audienceGroupId} = ${groupId}::int`,
        sql`not (${k.registrationId} = any(${ids}))`,
        filterColumnsWhere(k, filter),
      )}`,
    changed: sql`select ${r.id} as id, ${r.createdAt} as created_at from ${changedNow(ids, where)}`,
  };
};

/**
 * FROM and WHERE of the changed registrants (`ids`) in the audience now: looked up one by one by
 * their key alone, then tested. The lookup is a derived table under registrations' own name, so
 * `where` reads it; OFFSET 0 keeps the planner from merging the test into the lookup (on a small
 * table it then walked an index of the event's registrants for each).
 */
const changedNow = (ids: SQL, where: SQL): SQL =>
  sql`unnest(${ids}) as changed(id), lateral (
      select * from ${r} where ${r.id} = changed.id offset 0
    ) as ${r} where ${where}`;

/**
 * The group's audience count under the role, attendance and ticket filters from its cells kept
 * with its members, the changed registrants' kept rows taken out and their rows now put in; null
 * where the delta cannot tell (keptDelta) or the cells were not kept with the members.
 */
export async function keptCountNow(
  db: Db,
  eventId: number,
  groupId: number,
  filter: AudienceFilter,
  where: SQL,
): Promise<number | null> {
  const delta = await keptDelta(db, eventId, groupId);
  if (delta?.cells == null) return null;
  const kept = sumCells(delta.cells, filter);
  if (delta.changed.length === 0) return kept;
  const ids = intList(delta.changed);
  // The kept rows must be the ones the cells were kept with: a keep since would mix two states.
  const [row] = await queryRows<{ kept: number | string | null; gone: number; now: number }>(
    db,
    sql`select
      (select ${c.membersGeneration} from ${c} where ${c.audienceGroupId} = ${groupId}::int) as kept,
      (select count(*) from ${k} where ${k.audienceGroupId} = ${groupId}::int
        and ${k.registrationId} = any(${ids}) and ${filterColumnsWhere(k, filter) ?? sql`true`})::int as gone,
      (select count(*) from ${changedNow(ids, where)})::int as now`,
  );
  if (row === undefined || Number(row.kept) !== delta.generation) return null;
  return kept - Number(row.gone) + Number(row.now);
}

/** Generations of the log kept at most, whatever the oldest kept members need. */
const LOG_GENERATIONS = 10_000;

/**
 * Deletes the event's log rows no read can use: those up to the oldest generation its groups'
 * members were kept at, and those more than LOG_GENERATIONS back (a group that old is read as
 * before until kept again). The recount chore calls it after its keeps.
 */
export async function forgetOldChanges(db: Db, eventId: number): Promise<void> {
  await db.execute(
    sql`delete from ${ch} where ${ch.eventId} = ${eventId}::int and ${ch.generation} <= greatest(
      (select min(${c.membersGeneration}) from ${c}
        where ${c.eventId} = ${eventId}::int and ${c.membersGeneration} is not null),
      ${audienceGenerationOf(eventId)} - ${LOG_GENERATIONS}::int)`,
  );
}
