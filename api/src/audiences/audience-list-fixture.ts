/**
 * The audience list suites' data: the shared fixture plus two later registrants on the main event
 * (one whose name starts like a spreadsheet formula) and 45 webinar registrants for paging.
 * Main event registrants (REGISTERED), newest first: r8 r7 r5 r4 r3 r2 r1 (r1..r5 share one
 * created_at, so the id decides):
 *   r8 F2 T3 ATTENDEE no  (Custom A) | r7 F1 T2 SPEAKER yes | r5 F2 -  SPEAKER no
 *   r4 F2 T3 SPONSOR yes (Invite A)  | r3 F1 T2 ATTENDEE yes (Custom A)
 *   r2 F1 T1 ATTENDEE no             | r1 F1 T1 ATTENDEE yes (Custom A)     (r6 is PENDING)
 */
import { and, eq } from 'drizzle-orm';
import type { EventRole } from '@console/shared/contract';
import type { Db } from '../db/client';
import {
  audienceGroupMembers,
  audienceGroups,
  registrationFlows,
  registrations,
} from '../db/schema';
import { buildFixture } from '../testing/fixture';
import { syncSystemGroups } from './system-groups';

export const FORMULA_FIRST_NAME = '=HYPERLINK("http://evil.test")';
export const WEBINAR_REGISTRANTS = 45;

export async function buildAudienceListFixture(db: Db) {
  const fx = await buildFixture(db);
  const { f1, f2 } = fx.flows;
  const { t2, t3 } = fx.tickets;
  const registrant = (
    email: string,
    fields: {
      flowId: number;
      ticketTypeId: number | null;
      role: EventRole;
      isAttended: boolean;
      createdAt: Date;
    },
    name: [string, string],
  ) => ({
    eventId: fx.main.id,
    status: 'REGISTERED' as const,
    firstName: name[0],
    lastName: name[1],
    email,
    ...fields,
  });
  const [r7, r8] = await db
    .insert(registrations)
    .values([
      registrant(
        'ada@test.dev',
        {
          flowId: f1.id,
          ticketTypeId: t2.id,
          role: 'SPEAKER',
          isAttended: true,
          createdAt: new Date('2031-01-02T00:00:00Z'),
        },
        ['Ada', 'Lovelace'],
      ),
      registrant(
        'formula@test.dev',
        {
          flowId: f2.id,
          ticketTypeId: t3.id,
          role: 'ATTENDEE',
          isAttended: false,
          createdAt: new Date('2031-01-03T00:00:00Z'),
        },
        [FORMULA_FIRST_NAME, '+cmd'],
      ),
    ])
    .returning({ id: registrations.id });
  if (!r7 || !r8) throw new Error('extra registrants missing');
  await db.insert(audienceGroupMembers).values({ groupId: fx.custom.id, registrationId: r8.id });

  const webinar = fx.second;
  const [flow] = await db
    .insert(registrationFlows)
    .values({ eventId: webinar.id, name: 'Webinar flow' })
    .returning();
  if (!flow) throw new Error('webinar flow missing');
  // Three registrants a minute, so that ties on created_at are broken by the id.
  await db.insert(registrations).values(
    Array.from({ length: WEBINAR_REGISTRANTS }, (_, i) => ({
      eventId: webinar.id,
      flowId: flow.id,
      ticketTypeId: null,
      role: (i === 0 ? 'SPONSOR' : 'ATTENDEE') as EventRole,
      isAttended: i % 2 === 0,
      status: 'REGISTERED' as const,
      firstName: 'W',
      lastName: String(i),
      email: `w${i}@test.dev`,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 3))),
    })),
  );
  await syncSystemGroups(db, webinar.id);
  // A Sponsors group left over on the webinar: its chip is never shown (spec people §1).
  await db
    .insert(audienceGroups)
    .values({ eventId: webinar.id, type: 'ROLE', name: 'Sponsors', groupKey: 'SPONSOR' })
    .onConflictDoNothing();

  const groupId = async (
    eventId: number,
    type: 'ROLE' | 'FLOW' | 'TICKET' | 'JOINED',
    key: string,
    parentKey?: string,
  ): Promise<number> => {
    const rows = await db
      .select({ id: audienceGroups.id, parent: audienceGroups.parentGroupId })
      .from(audienceGroups)
      .where(
        and(
          eq(audienceGroups.eventId, eventId),
          eq(audienceGroups.type, type),
          eq(audienceGroups.groupKey, key),
        ),
      );
    if (parentKey === undefined) {
      const top = rows.find((row) => row.parent === null);
      if (!top) throw new Error(`no ${type} group ${key}`);
      return top.id;
    }
    const parentId = await groupId(eventId, 'FLOW', parentKey);
    const sub = rows.find((row) => row.parent === parentId);
    if (!sub) throw new Error(`no sub-group ${key} of flow ${parentKey}`);
    return sub.id;
  };
  const main = fx.main.id;
  return {
    ...fx,
    webinarFlow: flow,
    groups: {
      attendees: await groupId(main, 'ROLE', 'ATTENDEE'),
      speakers: await groupId(main, 'ROLE', 'SPEAKER'),
      f1: await groupId(main, 'FLOW', String(f1.id)),
      f1t1: await groupId(main, 'TICKET', String(fx.tickets.t1.id), String(f1.id)),
      f2t3: await groupId(main, 'TICKET', String(t3.id), String(f2.id)),
      t2: await groupId(main, 'TICKET', String(t2.id)),
      attended: await groupId(main, 'JOINED', 'true'),
      notAttended: await groupId(main, 'JOINED', 'false'),
      webinarAttendees: await groupId(webinar.id, 'ROLE', 'ATTENDEE'),
    },
  };
}

export type AudienceListFixture = Awaited<ReturnType<typeof buildAudienceListFixture>>;
