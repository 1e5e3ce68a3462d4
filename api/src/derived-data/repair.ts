/**
 * Verifies and repairs an event's derived data (registry.ts): verifyEvent reads, repairEvent makes
 * every stored table its recount in one transaction. Also the rows no event can be named for (their
 * ticket type or invite list is gone), and the list of events to check: every event, and the
 * events that derived rows still name after their deletion.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import type { Difference } from './difference';
import type { DerivedFamily } from './family';
import { DERIVED_FAMILIES, LOCKED_SOURCES } from './registry';

/** Every difference of the event's derived data, family by family (each read in one statement). */
export async function verifyEvent(db: Db, eventId: number): Promise<Difference[]> {
  const found: Difference[] = [];
  for (const family of DERIVED_FAMILIES) found.push(...(await family.verify(db, eventId)));
  return found;
}

/** How long a repair waits for the writers in flight on a source table before it gives way. */
const LOCK_WAIT = '100ms';
/** Tries to lock before the repair gives up on the event (about LOCK_ATTEMPTS × 0.2 s). */
const LOCK_ATTEMPTS = 20;

/** The SQLSTATE of a database error, wrapped by Drizzle or not. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const LOCK_NOT_AVAILABLE = '55P03';

/** The families without sources to lock (run first, holding no writer up), then the others. */
const UNLOCKED = DERIVED_FAMILIES.filter((family) => family.locks.length === 0);
const LOCKED = DERIVED_FAMILIES.filter((family) => family.locks.length > 0);

async function verifyAndRepair(
  tx: Db,
  eventId: number,
  families: readonly DerivedFamily[],
): Promise<Difference[]> {
  const repaired: Difference[] = [];
  for (const family of families) {
    const differences = await family.verify(tx, eventId);
    if (differences.length > 0) await family.repair(tx, differences);
    repaired.push(...differences);
  }
  return repaired;
}

async function anyDifference(tx: Db, eventId: number): Promise<boolean> {
  for (const family of LOCKED) if ((await family.verify(tx, eventId)).length > 0) return true;
  return false;
}

function repairOnce(db: Db, eventId: number): Promise<Difference[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('derived-data.repair'))`);
    const repaired = await verifyAndRepair(tx, eventId, UNLOCKED);
    // Checked first without the lock (each family reads its rows and recount in one snapshot): a
    // night with nothing to repair holds no writer up. Else locked, and recounted again under it.
    if (!(await anyDifference(tx, eventId))) return repaired;
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_WAIT}'`));
    await tx.execute(
      sql`lock table ${sql.join(
        LOCKED_SOURCES.map((table) => sql.identifier(table)),
        sql`, `,
      )} in share mode`,
    );
    await tx.execute(sql`set local lock_timeout to default`);
    return [...repaired, ...(await verifyAndRepair(tx, eventId, LOCKED))];
  });
}

/**
 * Makes the event's derived data its recount, in one transaction; answers what it repaired. Before
 * the families that read sources recount anything they write, the sources are locked in SHARE
 * mode until the commit: writers wait, so none commits between a recount's read and its write. Without it, a trigger's
 * delta committed in between (a registration completed: +1) would be overwritten by the absolute
 * value recounted before it, and lost. The lock waits briefly for the writers in flight: a writer
 * that holds one source and waits for another the repair already holds would otherwise deadlock
 * with it, and the server might end the writer's transaction. So the repair gives way (rolls back,
 * pauses, starts again), and after LOCK_ATTEMPTS tries fails saying so. One repair runs at a time
 * (an advisory lock): two holding SHARE and both writing a derived column of a locked table would
 * deadlock.
 */
export async function repairEvent(db: Db, eventId: number): Promise<Difference[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await repairOnce(db, eventId);
    } catch (error) {
      if (sqlStateOf(error) !== LOCK_NOT_AVAILABLE) throw error;
      if (attempt >= LOCK_ATTEMPTS)
        throw new Error(
          `writers kept its tables busy: no lock after ${LOCK_ATTEMPTS} tries; try again later`,
          { cause: error },
        );
      await delay(50 + Math.random() * 150);
    }
  }
}

/** Rows of deleted ticket types and invite lists, which no event's check reaches. */
export async function verifyOwnerless(db: Db): Promise<Difference[]> {
  const found: Difference[] = [];
  for (const family of DERIVED_FAMILIES)
    if (family.ownerless) found.push(...(await family.ownerless(db)));
  return found;
}

/** Deletes the rows of deleted ticket types and invite lists (nothing writes them any more). */
export function repairOwnerless(db: Db): Promise<Difference[]> {
  return db.transaction(async (tx) => {
    const repaired: Difference[] = [];
    for (const family of DERIVED_FAMILIES) {
      const differences = family.ownerless ? await family.ownerless(tx) : [];
      if (differences.length > 0) await family.repair(tx, differences);
      repaired.push(...differences);
    }
    return repaired;
  });
}

/** Every event, and every event id a derived row still names, in order. */
export async function eventsToCheck(db: Db): Promise<number[]> {
  const held = DERIVED_FAMILIES.flatMap((family) => (family.heldEvents ? [family.heldEvents] : []));
  const rows = await queryRows(
    db,
    sql`select id from events
      ${sql.join(
        held.map((select) => sql`union select event_id from (${select}) as held`),
        sql` `,
      )}
      order by 1`,
  );
  return z
    .array(z.object({ id: z.coerce.number() }))
    .parse(rows)
    .map((row) => row.id);
}
