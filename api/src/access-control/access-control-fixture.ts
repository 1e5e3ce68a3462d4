/**
 * The access control suites' data: the shared fixture (main event r1..r5 REGISTERED, r6 PENDING;
 * 'Custom A' holds r1 and r3) with the main event stretched over three UTC days, and:
 *   - 'Custom A' with access control on, 'Custom off' (holding r2) with it off;
 *   - sessions s1 (day 1, Main Stage, Keynote), s2 (day 2, Main Stage), s3 (day 2, Side Stage,
 *     in person, Workshop + Beginner), s4 (day 3, Side Stage), and T1's ticket group added to s4
 *     through "Add to sessions";
 *   - r7, the owner's own registration (ORGANIZER, F2, T3), for the current user's access;
 *   - another event of the owner ('Other', an EVENT) with a registrant, a session and groups;
 *   - 'acmod', a MODERATOR holding PEOPLE_ACCESS_CONTROL_WRITE (reads, but the event is read-only).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PERMISSIONS } from '@console/shared/contract';
import { syncSystemGroups } from '../audiences/system-groups';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import {
  audienceGroupMembers,
  audienceGroups,
  eventRoles,
  events,
  registrationFlows,
  registrations,
  users,
} from '../db/schema';
import { customGroupSettings } from '../custom-groups/schema';
import { audienceGroupSegments, segments } from '../sessions/schema';
import { buildFixture, FIXTURE_PASSWORD } from '../testing/fixture';

export const ACMOD_EMAIL = 'acmod@test.dev';
export const FIXTURE_DAYS = ['2030-01-01', '2030-01-02', '2030-01-03'];

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

export async function buildAccessFixture(db: Db) {
  const fx = await buildFixture(db);
  const mainId = fx.main.id;
  await db
    .update(events)
    .set({ endDateTime: at('2030-01-03', '17:00') })
    .where(eq(events.id, mainId));

  const customOff = await first(
    db
      .insert(audienceGroups)
      .values({ eventId: mainId, type: 'CUSTOM', name: 'Custom off' })
      .returning(),
  );
  await db.insert(customGroupSettings).values([
    {
      audienceGroupId: fx.custom.id,
      updateType: 'STATIC',
      status: 'PUBLISHED',
      isAccessControlEnabled: true,
    },
    { audienceGroupId: customOff.id, updateType: 'STATIC', status: 'PUBLISHED' },
  ]);
  const regs = await db
    .select({ id: registrations.id, email: registrations.email })
    .from(registrations)
    .where(eq(registrations.eventId, mainId))
    .orderBy(registrations.id);
  const reg = (email: string) => {
    const found = regs.find((r) => r.email === email);
    if (!found) throw new Error(`no registrant ${email}`);
    return found.id;
  };
  await db
    .insert(audienceGroupMembers)
    .values({ groupId: customOff.id, registrationId: reg('r2@test.dev') });

  const owner = await first(
    db
      .insert(registrations)
      .values({
        eventId: mainId,
        flowId: fx.flows.f2.id,
        ticketTypeId: fx.tickets.t3.id,
        role: 'ORGANIZER',
        status: 'REGISTERED',
        firstName: 'Owner',
        lastName: 'Self',
        email: 'owner@test.dev',
      })
      .returning(),
  );

  const session = (
    eventId: number,
    title: string,
    day: string,
    stageName: string,
    tags: string[] = [],
    format: 'VIRTUAL' | 'IN_PERSON' = 'VIRTUAL',
  ) => ({
    eventId,
    title,
    stageName,
    format,
    tags,
    startDateTime: at(day, '10:00'),
    endDateTime: at(day, '11:00'),
  });
  const [s1, s2, s3, s4] = await db
    .insert(segments)
    .values([
      session(mainId, 'Opening keynote', '2030-01-01', 'Main Stage', ['Keynote']),
      session(mainId, 'Second day talk', '2030-01-02', 'Main Stage'),
      session(
        mainId,
        'Hands-on lab',
        '2030-01-02',
        'Side Stage',
        ['Workshop', 'Beginner'],
        'IN_PERSON',
      ),
      session(mainId, 'Closing panel', '2030-01-03', 'Side Stage'),
    ])
    .returning();
  if (!s1 || !s2 || !s3 || !s4) throw new Error('sessions missing');
  const t1Group = await first(
    db
      .select({ id: audienceGroups.id })
      .from(audienceGroups)
      .where(
        and(
          eq(audienceGroups.eventId, mainId),
          eq(audienceGroups.type, 'TICKET'),
          eq(audienceGroups.groupKey, String(fx.tickets.t1.id)),
          isNull(audienceGroups.parentGroupId),
        ),
      ),
  );
  await db.insert(audienceGroupSegments).values({ audienceGroupId: t1Group.id, segmentId: s4.id });

  const other = await first(
    db
      .insert(events)
      .values({
        organizationId: fx.org.id,
        name: 'Other',
        type: 'EVENT',
        eventFormat: 'VIRTUAL',
        status: 'PUBLISHED',
        tz: 'UTC',
        startDateTime: at('2030-03-01', '09:00'),
        endDateTime: at('2030-03-01', '17:00'),
      })
      .returning(),
  );
  const otherFlow = await first(
    db.insert(registrationFlows).values({ eventId: other.id, name: 'Other flow' }).returning(),
  );
  const otherReg = await first(
    db
      .insert(registrations)
      .values({
        eventId: other.id,
        flowId: otherFlow.id,
        role: 'ATTENDEE',
        status: 'REGISTERED',
        firstName: 'Other',
        lastName: 'Person',
        email: 'other@test.dev',
      })
      .returning(),
  );
  const otherSession = await first(
    db
      .insert(segments)
      .values(session(other.id, 'Elsewhere', '2030-03-01', 'Far Stage'))
      .returning(),
  );
  await syncSystemGroups(db, other.id);

  const acmod = await first(
    db
      .insert(users)
      .values({
        organizationId: fx.org.id,
        email: ACMOD_EMAIL,
        firstName: 'Access',
        lastName: 'Moderator',
        passwordHash: await hashPassword(FIXTURE_PASSWORD),
      })
      .returning(),
  );
  await db.insert(eventRoles).values([
    {
      eventId: mainId,
      userId: acmod.id,
      role: 'MODERATOR',
      permissions: ['PEOPLE_ACCESS_CONTROL_WRITE'],
    },
    {
      eventId: other.id,
      userId: fx.userId('owner'),
      role: 'ORGANIZER',
      permissions: [...PERMISSIONS],
    },
  ]);

  return {
    ...fx,
    customOff,
    owner,
    regs: {
      r1: reg('r1@test.dev'),
      r2: reg('r2@test.dev'),
      r3: reg('r3@test.dev'),
      r4: reg('r4@test.dev'),
      r6: reg('r6@test.dev'),
    },
    sessions: { s1, s2, s3, s4 },
    t1AudienceGroupId: t1Group.id,
    other,
    otherReg,
    otherSession,
  };
}

export type AccessFixture = Awaited<ReturnType<typeof buildAccessFixture>>;
