/**
 * audience_cell_counts (migrations 0022, 0023): a custom group's or an invite list's audience per
 * (role, ticket, attendance), kept with the event's audience generation it was counted at. Cells at
 * the current generation must be the group's audience now; older ones are stale by design (readers
 * do not use them). The recount is the chore's own count (countCellsAndKeep), run in a savepoint
 * that is rolled back, so that check and chore cannot count differently. Cells kept under another
 * event than their group's are a difference too.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { audienceWhere } from '../audience-read/query';
import {
  audienceGenerationOf,
  countCellsAndKeep,
  type CountedCells,
} from '../audience-read/cell-snapshots';
import { AudienceCellSchema, type AudienceCell } from '../audiences/schema';
import { membershipWhere } from '../audience-read/group-membership';
import type { Difference } from './difference';
import type { DerivedFamily } from './family';
import { dropSnapshots, groupOrNull } from './audience-snapshots';

const TABLE = 'audience_cell_counts';

const KeptRowSchema = z.object({
  group_id: z.coerce.number(),
  event_id: z.coerce.number(),
  group_event_id: z.coerce.number(),
  counted_generation: z.coerce.number(),
  current: z.coerce.number(),
  cells: z.array(AudienceCellSchema),
});

/** `work`'s answer, with everything it wrote rolled back (a savepoint inside a transaction). */
async function rolledBack<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const done: { answer?: { value: T } } = {};
  try {
    await db.transaction(async (tx) => {
      done.answer = { value: await work(tx) };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!done.answer) throw new Error('the rolled back work answered nothing');
  return done.answer.value;
}

/** The group's cells counted now, as the recount chore counts them; null where it is gone. */
async function recount(db: Db, eventId: number, groupId: number): Promise<CountedCells | null> {
  const group = await groupOrNull(db, eventId, groupId);
  if (group === null) return null;
  const where = audienceWhere(eventId, membershipWhere(group), {});
  return rolledBack(db, (tx) => countCellsAndKeep(tx, eventId, groupId, where));
}

const cellKey = (cell: Pick<AudienceCell, 'role' | 'ticketTypeId' | 'isAttended'>) =>
  JSON.stringify([cell.role, cell.ticketTypeId, cell.isAttended]);

/** The cells that differ, a cell of no registrant being no cell. */
function compareCells(
  groupId: number,
  stored: readonly AudienceCell[],
  recounted: readonly AudienceCell[],
): Difference[] {
  const cells = new Map<string, { cell: AudienceCell; stored: number; recounted: number }>();
  for (const [side, list] of [
    ['stored', stored],
    ['recounted', recounted],
  ] as const)
    for (const cell of list) {
      const entry = cells.get(cellKey(cell)) ?? { cell, stored: 0, recounted: 0 };
      entry[side] += cell.registrants;
      cells.set(cellKey(cell), entry);
    }
  return [...cells.values()]
    .filter((entry) => entry.stored !== entry.recounted)
    .map(({ cell, stored: s, recounted: r }) => ({
      table: TABLE,
      key: {
        audience_group_id: groupId,
        role: cell.role,
        ticket_type_id: cell.ticketTypeId,
        is_attended: cell.isAttended,
      },
      stored: s === 0 ? null : { registrants: s },
      recounted: r === 0 ? null : { registrants: r },
    }));
}

export const audienceCells: DerivedFamily = {
  table: TABLE,
  locks: [],
  heldEvents: sql`select event_id from audience_cell_counts`,
  async verify(db, eventId) {
    const rows = z.array(KeptRowSchema).parse(
      await queryRows(
        db,
        sql`select c.audience_group_id as group_id, c.event_id, g.event_id as group_event_id,
            c.counted_generation, c.cells, ${audienceGenerationOf(eventId)} as current
          from audience_cell_counts c join audience_groups g on g.id = c.audience_group_id
          where c.event_id = ${eventId}::int or g.event_id = ${eventId}::int
          order by c.audience_group_id`,
      ),
    );
    const found: Difference[] = [];
    for (const row of rows) {
      if (row.event_id !== row.group_event_id) {
        found.push({
          table: TABLE,
          key: { audience_group_id: row.group_id },
          stored: { event_id: row.event_id },
          recounted: null,
        });
        continue;
      }
      if (row.counted_generation !== row.current) continue;
      const now = await recount(db, eventId, row.group_id);
      // Moved since the cells were read: stale by now, which is no difference.
      if (now === null || now.generation !== row.counted_generation) continue;
      found.push(...compareCells(row.group_id, row.cells, now.cells));
    }
    return found;
  },
  repair: dropSnapshots,
};
