/** Tests' read of the activity log: an event's entries, oldest first. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityLog } from './schema';

export function entriesOf(db: Db, eventId: number) {
  return db
    .select()
    .from(activityLog)
    .where(eq(activityLog.eventId, eventId))
    .orderBy(asc(activityLog.id));
}
