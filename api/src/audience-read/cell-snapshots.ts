/**
 * A custom group's or an invite list's audience kept per (role, ticket, attendance) cell
 * (audience_cell_counts, migration 0022), so that its count under the audience list's role,
 * attendance and ticket filters is a sum over a few cells instead of a scan of the group's
 * registrants, which on a big event misses the goal of a count (docs/performance.md). The
 * cells are counted with the event's audience generation read in the same statement and used only
 * while that generation is current: any write that can change a group's members or their columns
 * moves it (migration 0014).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { audienceGroups, registrations } from '../db/schema';
import { audienceGenerations } from '../custom-groups/schema';
import type { AudienceFilter } from './filter';
import { AudienceCellSchema, audienceCellCounts, type AudienceCell } from '../audiences/schema';

const CellsSchema = z.array(AudienceCellSchema);
const r = registrations;
const c = audienceCellCounts;
const a = audienceGenerations;

/** The event's audience generation, read where it is written in: same statement, same snapshot. */
export const audienceGenerationOf = (eventId: number): SQL =>
  sql`coalesce((select ${a.generation} from ${a} where ${a.eventId} = ${eventId}::int), 0)`;

export interface CountedCells {
  cells: AudienceCell[];
  /** The event's audience generation the cells were counted at. */
  generation: number;
}

/**
 * Counts the group's audience (`where`: the event's completed registrations in the group) per cell
 * and keeps the cells with the generation read in the same statement: a write committed during
 * the count leaves them stale, never wrongly fresh. Newer kept cells are not overwritten; a group
 * deleted meanwhile keeps nothing. `keepMembersCtes`: more CTEs of the statement that keep the
 * group's members from its `audience` CTE (member-snapshots.ts); the cells row then records the
 * generation as the members' too.
 */
export async function countCellsAndKeep(
  db: Db,
  eventId: number,
  groupId: number,
  where: SQL,
  keepMembersCtes?: SQL,
): Promise<CountedCells> {
  const membersGeneration = keepMembersCtes ? sql`cells.generation` : sql`null::bigint`;
  const [row] = await queryRows<{ cells: unknown; generation: string | number }>(
    db,
    sql`with audience as (
        select ${r.id} as id, ${r.createdAt} as created_at, ${r.role} as role,
          ${r.ticketTypeId} as ticket_type_id, ${r.isAttended} as is_attended
        from ${r} where ${where}
      ),
      counted as (
        select role, ticket_type_id, is_attended, count(*)::int as registrants
        from audience group by 1, 2, 3
      ),
      cells as (
        select coalesce(jsonb_agg(jsonb_build_object('role', role, 'ticketTypeId', ticket_type_id,
          'isAttended', is_attended, 'registrants', registrants)), '[]'::jsonb) as cells,
          ${audienceGenerationOf(eventId)} as generation
        from counted
      ),
      kept as (
        insert into ${c} (audience_group_id, event_id, counted_generation, cells, members_generation)
        select ${groupId}::int, ${eventId}::int, cells.generation, cells.cells, ${membersGeneration}
        from cells
        where exists (select 1 from ${audienceGroups} where ${audienceGroups.id} = ${groupId}::int)
        on conflict (audience_group_id) do update set cells = excluded.cells,
          counted_generation = excluded.counted_generation, counted_at = now()
          ${keepMembersCtes ? sql`, members_generation = excluded.members_generation` : sql``}
        where ${c.countedGeneration} <= excluded.counted_generation
      )
      ${keepMembersCtes ? sql`, ${keepMembersCtes}` : sql``}
      select cells, generation from cells`,
  );
  return { cells: CellsSchema.parse(row?.cells ?? []), generation: Number(row?.generation ?? 0) };
}

/** The group's kept cells, fresh while its event's generation is the one they were counted at. */
export async function readKeptCells(
  db: Db,
  eventId: number,
  groupId: number,
): Promise<{ cells: AudienceCell[]; isFresh: boolean } | null> {
  const [row] = await queryRows<{ cells: unknown; is_fresh: boolean }>(
    db,
    sql`select ${c.cells} as cells, ${c.countedGeneration} = ${audienceGenerationOf(eventId)} as is_fresh
      from ${c}
      where ${c.audienceGroupId} = ${groupId}::int and ${c.eventId} = ${eventId}::int`,
  );
  return row ? { cells: CellsSchema.parse(row.cells), isFresh: row.is_fresh === true } : null;
}

/**
 * The registrants of every kept cell of the row read (a group's unfiltered count), in SQL; null
 * where an outer join found no kept row.
 */
export const keptCellsTotal = (): SQL =>
  sql`case when ${c.cells} is null then null else (
    select coalesce(sum((cell ->> 'registrants')::int), 0)::int
    from jsonb_array_elements(${c.cells}) as cell) end`;

/** The registrants of the cells that the role, attendance and ticket filters leave. */
export function sumCells(cells: readonly AudienceCell[], filter: AudienceFilter): number {
  const roles = filter.roleTypeFilters?.length ? new Set(filter.roleTypeFilters) : null;
  const tickets = filter.ticketTypeFilter?.length ? new Set(filter.ticketTypeFilter) : null;
  return cells
    .filter(
      (cell) =>
        (roles === null || roles.has(cell.role)) &&
        (filter.isAttended === undefined || cell.isAttended === filter.isAttended) &&
        (tickets === null || (cell.ticketTypeId !== null && tickets.has(cell.ticketTypeId))),
    )
    .reduce((sum, cell) => sum + cell.registrants, 0);
}
