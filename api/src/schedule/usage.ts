/**
 * The groups that use a session: access groups with a setting for it in session access (any
 * status: deleting the session drops that setting) and audience groups that added it (Add to
 * sessions). Named as the console shows them (an access group by its audience group's current
 * name), by name, the first SCHEDULE_LIMITS.usageListMax of each with the totals. Read through the
 * segment indexes of both mapping tables.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { SCHEDULE_LIMITS, type SessionUsage } from '@console/event-setup-contract';
import { accessGroups, accessSessionMappings } from '../access-control/schema';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { audienceGroupSegments } from '../sessions/schema';

export async function sessionUsage(db: Db, segmentId: number): Promise<SessionUsage> {
  const m = accessSessionMappings;
  const a = accessGroups;
  const g = audienceGroups;
  const link = audienceGroupSegments;
  const accessName = sql<string>`coalesce(${g.name}, ${a.name})`;
  const access = await db
    .select({ accessGroupId: a.id, name: accessName, grantStatus: m.grantStatus })
    .from(m)
    .innerJoin(a, eq(a.id, m.accessGroupId))
    .leftJoin(g, eq(g.id, a.audienceGroupId))
    .where(eq(m.segmentId, segmentId))
    .orderBy(asc(sql`lower(${accessName})`), asc(a.id))
    .limit(SCHEDULE_LIMITS.usageListMax);
  const [accessTotal] = await db.select({ n: count() }).from(m).where(eq(m.segmentId, segmentId));
  const audience = await db
    .select({ audienceGroupId: g.id, name: g.name })
    .from(link)
    .innerJoin(g, eq(g.id, link.audienceGroupId))
    .where(eq(link.segmentId, segmentId))
    .orderBy(asc(sql`lower(${g.name})`), asc(g.id))
    .limit(SCHEDULE_LIMITS.usageListMax);
  const [audienceTotal] = await db
    .select({ n: count() })
    .from(link)
    .where(eq(link.segmentId, segmentId));
  return {
    accessGroups: access,
    accessGroupTotal: accessTotal?.n ?? 0,
    audienceGroups: audience,
    audienceGroupTotal: audienceTotal?.n ?? 0,
  };
}

/** The names a 409 message gives. */
export const usageNames = (usage: SessionUsage) => ({
  accessGroups: usage.accessGroups.map((group) => group.name),
  accessGroupTotal: usage.accessGroupTotal,
  audienceGroups: usage.audienceGroups.map((group) => group.name),
  audienceGroupTotal: usage.audienceGroupTotal,
});
