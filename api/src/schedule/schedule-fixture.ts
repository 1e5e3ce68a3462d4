/**
 * The schedule suites' data: the sessions fixture (main event in New York, 8 sessions from Jan 1
 * to Jan 3 local; see sessions/sessions-fixture.ts) with the main event running over those three
 * days (Jan 1 09:00 to Jan 3 18:00 EST), its access groups made, and groups using sessions:
 *
 *   session    access groups (session access)        audience groups (Add to sessions)
 *   keynote    Custom A: GRANT, T1: REVOKED           Custom A, Invite A
 *   security   T1: GRANT                              -
 *   panel      -                                      Invite A
 *   (others)   -                                      -
 */
import { eq } from 'drizzle-orm';
import { ensureAccessGroups, listAccessGroups } from '../access-control/groups';
import { accessSessionMappings } from '../access-control/schema';
import { customGroupSettings } from '../custom-groups/schema';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { buildSessionsFixture } from '../sessions/sessions-fixture';
import { audienceGroupSegments } from '../sessions/schema';

/** A New York winter local time (EST, UTC-5) as an instant. */
export const est = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2030, 0, day, hour + 5, minute));

export async function buildScheduleFixture(db: Db) {
  const fx = await buildSessionsFixture(db);
  const [main] = await db
    .update(events)
    .set({ startDateTime: est(1, 9), endDateTime: est(3, 18) })
    .where(eq(events.id, fx.main.id))
    .returning();
  if (!main) throw new Error('main event missing');
  await db.insert(customGroupSettings).values({
    audienceGroupId: fx.custom.id,
    updateType: 'STATIC',
    status: 'PUBLISHED',
    isAccessControlEnabled: true,
  });
  await ensureAccessGroups(db, main);
  const groups = await listAccessGroups(db, main.id);
  const accessGroup = (name: string) => {
    const group = groups.find((g) => g.name === name);
    if (!group) throw new Error(`no access group ${name}`);
    return group.id;
  };
  const access = { custom: accessGroup('Custom A'), t1: accessGroup('T1') };
  const { keynote, security, panel } = fx.sessions;
  await db.insert(accessSessionMappings).values([
    { accessGroupId: access.custom, segmentId: keynote, grantStatus: 'GRANT' },
    { accessGroupId: access.t1, segmentId: keynote, grantStatus: 'REVOKED' },
    { accessGroupId: access.t1, segmentId: security, grantStatus: 'GRANT' },
  ]);
  await db.insert(audienceGroupSegments).values([
    { audienceGroupId: fx.custom.id, segmentId: keynote },
    { audienceGroupId: fx.invite.id, segmentId: keynote },
    { audienceGroupId: fx.invite.id, segmentId: panel },
  ]);
  return { ...fx, main, access };
}

export type ScheduleFixture = Awaited<ReturnType<typeof buildScheduleFixture>>;
