/**
 * A tiny, hand-countable data set for the API tests (the demo seed is far too big to reason about).
 * Registrants of the main event, by flow / ticket / role / attended:
 *   r1 F1 T1 ATTENDEE yes | r2 F1 T1 ATTENDEE no | r3 F1 T2 ATTENDEE yes
 *   r4 F2 T3 SPONSOR yes  | r5 F2 -  SPEAKER no  | r6 F1 T1 ATTENDEE PENDING (not audience)
 */
import { PERMISSIONS, type EventRole, type Permission } from '@console/shared/contract';
import { syncSystemGroups } from '../audiences/system-groups';
import { invitees } from '../invite-lists/schema';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import {
  audienceGroupMembers,
  audienceGroups,
  booths,
  eventRoles,
  events,
  featureFlags,
  organizations,
  registrationFlows,
  registrations,
  ticketTypes,
  users,
} from '../db/schema';

export const FIXTURE_PASSWORD = 'secret-pass';

export const FIXTURE_USERS = {
  owner: 'owner@test.dev',
  approver: 'approver@test.dev',
  booth: 'booth@test.dev',
  inviter: 'inviter@test.dev',
  outsider: 'outsider@test.dev',
} as const;
export type FixtureUser = keyof typeof FIXTURE_USERS;

/**
 * The fixture users' roles on an event, as on the main one: the owner organizes with every
 * permission, the approver organizes the attendees, the booth user sponsors, the inviter moderates
 * invite lists. The outsider has none.
 */
export function fixtureEventRoles(eventId: number, userId: (key: FixtureUser) => number) {
  const role = (key: FixtureUser, r: EventRole, permissions: Permission[]) => ({
    eventId,
    userId: userId(key),
    role: r,
    permissions,
  });
  return [
    role('owner', 'ORGANIZER', [...PERMISSIONS]),
    role('approver', 'ORGANIZER', ['PEOPLE_ATTENDEES_WRITE']),
    role('booth', 'SPONSOR', ['ANALYTICS_REPORTS_READ']),
    role('inviter', 'MODERATOR', ['PEOPLE_INVITE_LIST_WRITE']),
  ];
}

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function buildFixture(db: Db) {
  const org = await first(db.insert(organizations).values({ name: 'Test Org' }).returning());
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const userRows = await db
    .insert(users)
    .values(
      Object.values(FIXTURE_USERS).map((email) => ({
        organizationId: org.id,
        email,
        firstName: 'Test',
        lastName: email,
        passwordHash,
      })),
    )
    .returning();
  const userId = (key: FixtureUser) =>
    userRows.find((u) => u.email === FIXTURE_USERS[key])?.id ?? -1;

  const base = {
    organizationId: org.id,
    status: 'PUBLISHED' as const,
    tz: 'UTC',
    startDateTime: new Date('2030-01-01T09:00:00Z'),
    endDateTime: new Date('2030-01-01T17:00:00Z'),
  };
  const main = await first(
    db
      .insert(events)
      .values({ ...base, name: 'Main', type: 'EVENT', eventFormat: 'VIRTUAL' })
      .returning(),
  );
  const second = await first(
    db
      .insert(events)
      .values({
        ...base,
        name: 'Second',
        type: 'WEBINAR',
        eventFormat: 'VIRTUAL',
        startDateTime: new Date('2030-02-01T09:00:00Z'),
      })
      .returning(),
  );

  await db.insert(eventRoles).values([
    ...fixtureEventRoles(main.id, userId),
    {
      eventId: second.id,
      userId: userId('owner'),
      role: 'ORGANIZER' as const,
      permissions: [...PERMISSIONS],
    },
  ]);
  const booth = await first(
    db
      .insert(booths)
      .values({ eventId: main.id, ownerUserId: userId('booth'), name: 'Booth' })
      .returning(),
  );
  await db.insert(featureFlags).values([
    { organizationId: org.id, flag: 'ENABLE_GAMIFICATION', enabled: true },
    { organizationId: org.id, flag: 'ENABLE_WEBINAR_EMBED', enabled: true },
    { organizationId: org.id, eventId: main.id, flag: 'ENABLE_WEBINAR_EMBED', enabled: false },
  ]);

  const [f1, f2] = await db
    .insert(registrationFlows)
    .values([
      { eventId: main.id, name: 'F1' },
      { eventId: main.id, name: 'F2' },
    ])
    .returning();
  const [t1, t2, t3] = await db
    .insert(ticketTypes)
    .values(['T1', 'T2', 'T3'].map((name) => ({ eventId: main.id, name, quantity: 100 })))
    .returning();
  if (!f1 || !f2 || !t1 || !t2 || !t3) throw new Error('fixture rows missing');
  let seq = 0;
  const reg = (
    flowId: number,
    ticketTypeId: number | null,
    r: EventRole,
    isAttended: boolean,
    status: 'REGISTERED' | 'PENDING' = 'REGISTERED',
  ) => ({
    eventId: main.id,
    flowId,
    ticketTypeId,
    role: r,
    isAttended,
    status,
    firstName: 'R',
    lastName: String(flowId),
    email: `r${(seq += 1)}@test.dev`,
  });
  const regs = await db
    .insert(registrations)
    .values([
      reg(f1.id, t1.id, 'ATTENDEE', true),
      reg(f1.id, t1.id, 'ATTENDEE', false),
      reg(f1.id, t2.id, 'ATTENDEE', true),
      reg(f2.id, t3.id, 'SPONSOR', true),
      reg(f2.id, null, 'SPEAKER', false),
      reg(f1.id, t1.id, 'ATTENDEE', true, 'PENDING'),
    ])
    .returning({ id: registrations.id });
  await syncSystemGroups(db, main.id);
  const [custom, invite] = await db
    .insert(audienceGroups)
    .values([
      { eventId: main.id, type: 'CUSTOM', name: 'Custom A', description: 'two members' },
      { eventId: main.id, type: 'INVITE_ONLY', name: 'Invite A', description: null },
    ])
    .returning();
  if (!custom || !invite) throw new Error('fixture groups missing');
  const regId = (i: number) => regs[i]?.id ?? -1;
  await db.insert(audienceGroupMembers).values([
    { groupId: custom.id, registrationId: regId(0) },
    { groupId: custom.id, registrationId: regId(2) },
  ]);
  // An invite list's audience: its invitees, here one who registered.
  await db.insert(invitees).values({
    audienceGroupId: invite.id,
    eventId: main.id,
    email: 'invited@test.dev',
    invitationStatus: 'REGISTERED',
    registrationId: regId(3),
  });
  return {
    org,
    main,
    second,
    booth,
    flows: { f1, f2 },
    tickets: { t1, t2, t3 },
    custom,
    invite,
    userId,
  };
}

export type Fixture = Awaited<ReturnType<typeof buildFixture>>;
