/** One query for what the current user may do in an event: the event, their role, their booths. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventRoles, events } from '../db/schema';

export type EventRow = typeof events.$inferSelect;
export type EventRoleRow = typeof eventRoles.$inferSelect;

export interface EventAccessRow {
  event: EventRow;
  role: EventRoleRow | null;
  ownedBoothIds: number[];
}

export async function loadEventAccess(
  db: Db,
  eventId: number,
  userId: number,
): Promise<EventAccessRow | null> {
  const [row] = await db
    .select({
      event: events,
      role: eventRoles,
      ownedBoothIds: sql<number[]>`coalesce((
        select array_agg(b.id order by b.id) from booths b
        where b.event_id = ${events.id} and b.owner_user_id = ${userId}
      ), '{}'::int[])`,
    })
    .from(events)
    .leftJoin(eventRoles, and(eq(eventRoles.eventId, events.id), eq(eventRoles.userId, userId)))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}
