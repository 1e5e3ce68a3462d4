/**
 * Demo data so the console is alive on first start: two organizations, one event of every kind,
 * thousands of registrants on the main virtual event, the fixed demo logins. Runs only on a
 * database without any organization, in one transaction (so a crash leaves nothing half-seeded).
 * Every date is relative to `now` (the start, unless a caller passes its own clock): the main
 * event is live since yesterday, the others are to come, and nothing has happened after `now`
 * (seed/clock.ts).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  FEATURE_FLAGS,
  PERMISSIONS,
  READ_PERMISSIONS,
  rolesForEventType,
  type EventType,
  type FeatureFlag,
} from '@console/shared/contract';
import { syncSystemGroups } from '../audiences/system-groups';
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
  ticketTypes,
  users,
} from '../db/schema';
import { portals } from '../integrations/schema';
import { DEMO_LOGINS, demoLogin } from './demo-logins';
import {
  backfillRegistrationTickets,
  insertApprovalRequests,
  seedMainEventApprovals,
} from './approvals';
import { insertRegistrants } from './registrants';
import { seedAudienceUsages } from './audience-usages';
import { seedCustomGroupFilters } from './custom-groups';
import { seedFormFlows } from './registration-form';
import { seedSessions } from './sessions';
import { seedAccessControl } from './access-control';
import { seedInviteLists } from './invite-lists';
import { seedAbandonedRegistrations } from './abandoned';
import { seedAnalytics } from './analytics';
import { seedCustomReports } from './custom-reports';
import { seedIntegrations } from './integrations';
import { seedTicketing } from './ticketing';
import { seedCommunication } from './communication';

export const MAIN_EVENT_REGISTRANTS = 6000;
export const MAIN_EVENT_NAME = 'Demo Virtual Summit';

const DAY = 24 * 60 * 60 * 1000;
/** Organization defaults (both organizations); ENABLE_WEBINAR_EMBED is an event-level row on the webinar. */
const FLAGS_ON: readonly FeatureFlag[] = ['ENABLE_GAMIFICATION', 'ENABLE_FLEX_SERIES'];

type NewEvent = typeof events.$inferInsert;

/** `hours` o'clock UTC on the day `daysFromNow` days after `now`. */
function at(now: Date, daysFromNow: number, hours: number): Date {
  const d = new Date(now.getTime() + daysFromNow * DAY);
  d.setUTCHours(hours, 0, 0, 0);
  return d;
}

/** An event `startInDays` days after `now`, from 9:00 UTC on its first day to 17:00 on its last. */
type EventSpec = (
  organizationId: number,
  name: string,
  fields: Partial<NewEvent> & Pick<NewEvent, 'type' | 'eventFormat'>,
  startInDays: number,
  days?: number,
) => NewEvent;

const eventsFrom =
  (now: Date): EventSpec =>
  (organizationId, name, fields, startInDays, days = 1) => ({
    organizationId,
    name,
    status: 'PUBLISHED',
    startDateTime: at(now, startInDays, 9),
    endDateTime: at(now, startInDays + days - 1, 17),
    tz: 'America/New_York',
    ...fields,
  });

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Flows and ticket types of one event, then its registrants (in the event's roles) and system
 * groups; some have attended only when the event has started by `now`.
 */
async function seedRegistration(
  tx: Db,
  now: Date,
  event: { id: number; type: EventType; startDateTime: Date },
  count: number,
  ticketNames: readonly string[],
  flowNames: readonly string[],
) {
  const eventId = event.id;
  const tickets = await tx
    .insert(ticketTypes)
    .values(
      ticketNames.map((name, i) => ({
        eventId,
        name,
        quantity: count,
        priceCents: i * 4900,
        salesEndAt: at(now, 30, 0),
      })),
    )
    .returning({ id: ticketTypes.id });
  const flows = await tx
    .insert(registrationFlows)
    .values(flowNames.map((name) => ({ eventId, name })))
    .returning({ id: registrationFlows.id });
  const ticketIds = tickets.map((t) => t.id);
  // A single flow sells every ticket; with more, the first sells all but the last, the others the last two (e.g. VIP).
  const flowSpecs = flows.map((f, i) => ({
    flowId: f.id,
    ticketTypeIds:
      flows.length === 1 ? ticketIds : i === 0 ? ticketIds.slice(0, -1) : ticketIds.slice(-2),
  }));
  await insertRegistrants(tx, {
    eventId,
    count,
    flows: flowSpecs,
    emailDomain: `event${eventId}.example.com`,
    roles: rolesForEventType(event.type),
    now,
    attended: event.startDateTime.getTime() <= now.getTime(),
  });
  await syncSystemGroups(tx, eventId);
  return { ticketIds, flowIds: flows.map((f) => f.id) };
}

/** Custom groups and invite lists with members on the main event. */
async function seedCustomGroups(tx: Db, eventId: number, vipTicketId: number) {
  const groups = await tx
    .insert(audienceGroups)
    .values([
      { eventId, type: 'CUSTOM', name: 'VIP guests', description: 'Holders of a VIP pass' },
      { eventId, type: 'CUSTOM', name: 'Attended speakers', description: 'Speakers who joined' },
      { eventId, type: 'CUSTOM', name: 'Follow-up list', description: null, isActive: false },
      { eventId, type: 'INVITE_ONLY', name: 'Partners', description: 'Partner companies' },
      { eventId, type: 'INVITE_ONLY', name: 'Press', description: 'Journalists and analysts' },
    ])
    .returning({ id: audienceGroups.id });
  const [vip, speakers, followUp, partners, press] = groups.map((g) => g.id);
  await tx.execute(sql`
    insert into ${audienceGroupMembers} (group_id, registration_id)
    select ${vip}::int, id from registrations where event_id = ${eventId}::int and ticket_type_id = ${vipTicketId}::int
    union all
    select ${speakers}::int, id from registrations where event_id = ${eventId}::int and role = 'SPEAKER' and is_attended
    union all
    select ${followUp}::int, id from registrations where event_id = ${eventId}::int and id % 97 = 0
    union all
    select ${partners}::int, id from registrations where event_id = ${eventId}::int and role = 'SPONSOR' and id % 5 = 0
    union all
    select ${press}::int, id from registrations where event_id = ${eventId}::int and id % 211 = 0`);
}

/**
 * The events the shell needs beyond the classic set: a third-party event with a side event, a hub
 * (holding the webinar and the in-person event), a canceled event.
 */
async function seedShellEvents(
  tx: Db,
  eventSpec: EventSpec,
  o: number,
  hubMemberIds: readonly number[],
) {
  const partner = await insertOne(
    tx
      .insert(events)
      .values(
        eventSpec(o, 'Partner Roadshow', { type: 'THIRD_PARTY', eventFormat: 'IN_PERSON' }, 28, 5),
      )
      .returning(),
  );
  const rest = await tx
    .insert(events)
    .values([
      eventSpec(
        o,
        'Roadshow Side Session',
        { type: 'SIDE_FIELD', eventFormat: 'IN_PERSON', sideEventParentId: partner.id },
        29,
      ),
      eventSpec(o, 'Demo Events Hub', { type: 'HUB', eventFormat: 'VIRTUAL' }, 0, 365),
      eventSpec(
        o,
        'Canceled Meetup',
        { type: 'EVENT', eventFormat: 'VIRTUAL', status: 'CANCELED' },
        14,
      ),
    ])
    .returning();
  const hub = rest.find((e) => e.type === 'HUB');
  if (hub)
    await tx
      .update(events)
      .set({ hubId: hub.id })
      .where(inArray(events.id, [...hubMemberIds]));
  return [partner, ...rest];
}

/** Portals of the flex hybrid forum (two enabled, one disabled). */
async function seedPortals(tx: Db, hybridId: number) {
  await tx.insert(portals).values([
    { eventId: hybridId, name: 'Sponsor portal', portalType: 'SPONSOR', isEnabled: true },
    { eventId: hybridId, name: 'Speaker portal', portalType: 'SPEAKER', isEnabled: true },
    { eventId: hybridId, name: 'Exhibitor portal', portalType: 'EXHIBITOR', isEnabled: false },
  ]);
}

/** Seeds when the database has no organization, relative to `now`. Returns whether it seeded. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const eventSpec = eventsFrom(now);
  const existing = await db.select({ id: organizations.id }).from(organizations).limit(1);
  if (existing.length > 0) return false;
  const hashes = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));

  const seeded = await db.transaction(async (tx) => {
    const demo = await insertOne(
      tx.insert(organizations).values({ name: 'Demo Events Co' }).returning(),
    );
    const northwind = await insertOne(
      tx
        .insert(organizations)
        .values({ name: 'Northwind Conferences', alternativeApprovalLabels: true })
        .returning(),
    );
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_LOGINS.map((l, i) => ({
          organizationId: demo.id,
          email: l.email,
          firstName: l.firstName,
          lastName: l.lastName,
          passwordHash: hashes[i] ?? '',
        })),
      )
      .returning();
    const userId = (key: Parameters<typeof demoLogin>[0]) => {
      const user = userRows.find((u) => u.email === demoLogin(key).email);
      if (!user) throw new Error(`demo user ${key} missing`);
      return user.id;
    };

    const o = demo.id;
    const main = await insertOne(
      tx
        .insert(events)
        .values(
          eventSpec(
            o,
            MAIN_EVENT_NAME,
            { type: 'EVENT', eventFormat: 'VIRTUAL', status: 'LIVE', enableLeaderboard: true },
            -1,
            3,
          ),
        )
        .returning(),
    );
    const series = await insertOne(
      tx
        .insert(events)
        .values(
          eventSpec(
            o,
            'Monthly Builders Series',
            { type: 'SERIES', eventFormat: 'VIRTUAL' },
            10,
            60,
          ),
        )
        .returning(),
    );
    const others = await tx
      .insert(events)
      .values([
        eventSpec(o, 'Demo City Expo', { type: 'EVENT', eventFormat: 'IN_PERSON' }, 21, 2),
        eventSpec(
          o,
          'Demo Hybrid Forum',
          { type: 'EVENT', eventFormat: 'HYBRID', isFlex: true },
          35,
          2,
        ),
        eventSpec(o, 'Product Deep-Dive Webinar', { type: 'WEBINAR', eventFormat: 'VIRTUAL' }, 7),
        eventSpec(
          o,
          'Builders Series: Part 1',
          { type: 'EVENT', eventFormat: 'VIRTUAL', seriesParentEventId: series.id },
          10,
        ),
        eventSpec(
          o,
          'Builders Series: Part 2',
          { type: 'EVENT', eventFormat: 'VIRTUAL', seriesParentEventId: series.id, isFlex: true },
          40,
        ),
        eventSpec(
          o,
          'Regional Field Day',
          { type: 'FIELD', eventFormat: 'IN_PERSON', status: 'DRAFT' },
          50,
        ),
        eventSpec(
          northwind.id,
          'Northwind Annual Conference',
          { type: 'EVENT', eventFormat: 'IN_PERSON' },
          60,
          3,
        ),
      ])
      .returning();
    const byName = (name: string) => {
      const event = others.find((e) => e.name === name);
      if (!event) throw new Error(`demo event ${name} missing`);
      return event;
    };
    const extra = await seedShellEvents(tx, eventSpec, o, [
      byName('Product Deep-Dive Webinar').id,
      byName('Demo City Expo').id,
    ]);
    const demoEvents = [main, series, ...others.filter((e) => e.organizationId === o), ...extra];
    const northwindEvent = byName('Northwind Annual Conference');

    await tx.insert(eventRoles).values([
      ...demoEvents.map((e) => ({
        eventId: e.id,
        userId: userId('organizer'),
        role: 'ORGANIZER' as const,
        permissions: [...PERMISSIONS],
      })),
      ...demoEvents.map((e) => ({
        eventId: e.id,
        userId: userId('viewer'),
        role: 'ORGANIZER' as const,
        permissions: [...READ_PERMISSIONS],
      })),
      {
        eventId: northwindEvent.id,
        userId: userId('organizer'),
        role: 'ORGANIZER' as const,
        permissions: [...PERMISSIONS],
      },
      {
        eventId: main.id,
        userId: userId('approver'),
        role: 'ORGANIZER',
        permissions: ['PEOPLE_ATTENDEES_WRITE'],
      },
      {
        eventId: main.id,
        userId: userId('booth'),
        role: 'SPONSOR',
        permissions: ['ANALYTICS_REPORTS_READ'],
      },
    ]);
    await tx.insert(booths).values([
      { eventId: main.id, ownerUserId: userId('booth'), name: 'Acme Cloud booth' },
      { eventId: main.id, ownerUserId: null, name: 'Globex booth' },
    ]);
    await tx
      .insert(featureFlags)
      .values(
        [demo.id, northwind.id].flatMap((organizationId) =>
          FEATURE_FLAGS.map((flag) => ({ organizationId, flag, enabled: FLAGS_ON.includes(flag) })),
        ),
      );
    // Legacy analytics on for the Demo organization (Northwind keeps it off); the webinar embed is an
    // event-level row on the webinar, so the precedence is visible.
    await tx
      .update(featureFlags)
      .set({ enabled: true })
      .where(
        and(
          eq(featureFlags.organizationId, o),
          isNull(featureFlags.eventId),
          eq(featureFlags.flag, 'ENABLE_LEGACY_ANALYTICS'),
        ),
      );
    await tx.insert(featureFlags).values({
      organizationId: o,
      eventId: byName('Product Deep-Dive Webinar').id,
      flag: 'ENABLE_WEBINAR_EMBED',
      enabled: true,
    });
    await seedPortals(tx, byName('Demo Hybrid Forum').id);
    await seedIntegrations(tx, {
      organizationIds: [demo.id, northwind.id],
      hybridId: byName('Demo Hybrid Forum').id,
      mainId: main.id,
      inPersonId: byName('Demo City Expo').id,
    });

    const mainReg = await seedRegistration(
      tx,
      now,
      main,
      MAIN_EVENT_REGISTRANTS,
      ['General Admission', 'Early Bird', 'Student', 'VIP Pass'],
      ['Public registration', 'VIP registration'],
    );
    for (const e of others) {
      const tickets = e.type === 'WEBINAR' ? ['Free'] : ['General Admission', 'Premium'];
      await seedRegistration(tx, now, e, 240, tickets, ['Public registration']);
    }
    await seedRegistration(tx, now, series, 120, ['Series Pass'], ['Series registration']);
    const vipTicket = mainReg.ticketIds.at(-1);
    if (vipTicket !== undefined) await seedCustomGroups(tx, main.id, vipTicket);
    await seedCustomGroupFilters(tx, {
      mainEventId: main.id,
      eventIds: [series.id, ...others.map((e) => e.id)],
    });
    await seedFormFlows(tx);
    await seedAudienceUsages(tx, main.id);
    await seedSessions(tx, main, others);
    await seedAccessControl(tx, main, others);

    // Approvals: every registrant's ticket as a ticket line, then the main event's requests and the Northwind waitlist.
    await backfillRegistrationTickets(tx);
    const [ga, early, student, vip] = mainReg.ticketIds;
    await seedMainEventApprovals(tx, {
      eventId: main.id,
      flowIds: mainReg.flowIds,
      ticketIds: {
        'General Admission': ga,
        'Early Bird': early,
        Student: student,
        'VIP Pass': vip,
      },
      updaterIds: [userId('organizer'), userId('approver')],
      now,
    });
    await seedTicketing(tx, {
      mainEventId: main.id,
      expoEventId: byName('Demo City Expo').id,
      now,
    });
    const northwindFlows = await tx
      .select({ id: registrationFlows.id })
      .from(registrationFlows)
      .where(eq(registrationFlows.eventId, northwindEvent.id));
    const northwindTickets = await tx
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, northwindEvent.id));
    await tx.update(events).set({ approvalsEnabled: true }).where(eq(events.id, northwindEvent.id));
    await insertApprovalRequests(tx, {
      eventId: northwindEvent.id,
      count: 50,
      flowIds: northwindFlows.map((f) => f.id),
      ticketTypeIds: northwindTickets.map((t) => t.id).slice(0, 1),
      updaterIds: [],
      emailDomain: 'northwind.example.com',
      allPending: true,
      now,
    });
    await seedInviteLists(
      tx,
      { mainEventId: main.id, webinarEventId: byName('Product Deep-Dive Webinar').id },
      now,
    );
    await seedAbandonedRegistrations(
      tx,
      main.id,
      others.map((e) => e.id),
      now,
    );
    await seedAnalytics(tx, { sessionReportsEventId: byName('Demo City Expo').id, now });
    await seedCustomReports(tx, demo.id);
    await seedCommunication(tx, { mainEventId: main.id });
    return true;
  });
  // Statistics for the planner now, not when autovacuum gets to it (the embedded database has
  // none): without them the custom group counts are planned for empty tables, and badly.
  await db.execute(sql`analyze`);
  return seeded;
}
