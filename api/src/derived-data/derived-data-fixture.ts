/**
 * What the derived data tests share: the demo's virtual event, the organizer's reads of the
 * endpoints that answer from derived tables, writes that go around the triggers (a corruption the
 * triggers cannot undo), and the check that verify finds exactly what a corruption did, repair
 * fixes it and verify then finds nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'expect';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { demoLogin } from '../seed/demo-logins';
import { get, login, type TestSession } from '../testing/http';
import type { Difference } from './difference';
import { repairEvent, verifyEvent } from './repair';

export const DEMO_EVENT_NAME = 'Demo Virtual Summit';

export async function demoEventId(db: Db): Promise<number> {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, DEMO_EVENT_NAME));
  if (!event) throw new Error('the demo event is missing');
  return event.id;
}

/** GET `/api${path}` as `session`, parsed with `schema` (a 200 expected). */
export async function read<T>(
  app: FastifyInstance,
  session: TestSession,
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await get(app, `/api${path}`, session);
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}

export const organizer = (app: FastifyInstance): Promise<TestSession> => {
  const { email, password } = demoLogin('organizer');
  return login(app, email, password);
};

/** Runs `work` with no trigger firing (as a bulk load or a bug around them would write). */
export const withoutTriggers = (db: Db, work: (tx: Db) => Promise<unknown>): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });

const ordered = (differences: readonly Difference[]) =>
  [...differences].sort((a, b) =>
    JSON.stringify([a.table, a.key]).localeCompare(JSON.stringify([b.table, b.key])),
  );

/** verifyEvent finds exactly `expected`, repairEvent repairs exactly that, then verify finds nothing. */
export async function expectFoundAndRepaired(
  db: Db,
  eventId: number,
  expected: readonly Difference[],
): Promise<void> {
  expect(ordered(await verifyEvent(db, eventId))).toEqual(ordered(expected));
  expect(ordered(await repairEvent(db, eventId))).toEqual(ordered(expected));
  expect(await verifyEvent(db, eventId)).toEqual([]);
}
