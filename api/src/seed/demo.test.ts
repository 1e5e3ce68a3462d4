import { it } from 'node:test';
import { expect } from 'expect';
import { and, count, eq, ne } from 'drizzle-orm';
import { READ_PERMISSIONS } from '@console/shared/contract';
import { audienceGroups, events, registrations } from '../db/schema';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { get, login } from '../testing/http';
import { segments } from '../sessions/schema';
import { seedDemo, MAIN_EVENT_NAME } from './demo';
import { localDay } from '../events/time-zone';
import { MAIN_EVENT_SESSIONS } from './sessions';
import { demoLogin } from './demo-logins';
import {
  AudienceListResponseSchema,
  SESSION_API,
  SessionDaysResponseSchema,
  SessionListResponseSchema,
  SessionMappingSchema,
  SessionTagsResponseSchema,
} from '@console/people-contract';

// The suite opens the demo template, which seedDemo made on a new database (answering true, or
// the template fails: testing/databases.ts).
describeApi(
  'demo seed',
  nothingToPrepare,
  (s) => {
    it('is idempotent', async () => {
      const registrants = async () => (await s.db.select({ n: count() }).from(registrations))[0]?.n;
      const before = await registrants();
      expect(await seedDemo(s.db)).toBe(false);
      expect(await registrants()).toBe(before);
    });

    it('gives the virtual event >= 5,000 registrants and the groups endpoint answers', async () => {
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      expect(main).toMatchObject({ type: 'EVENT', eventFormat: 'VIRTUAL' });
      const [row] = await s.db
        .select({ n: count() })
        .from(registrations)
        .where(and(eq(registrations.eventId, main.id)));
      expect(row?.n).toBeGreaterThanOrEqual(5000);

      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const response = await get(s.app, `/api/events/${main.id}/audience-groups`, session);
      expect(response.statusCode).toBe(200);
      const body = AudienceListResponseSchema.parse(response.json());
      expect(body.roleBasedGroupList).toHaveLength(5);
      expect(body.flowGroupList).toHaveLength(2);
      expect(body.ticketBasedGroupList).toHaveLength(5); // + the Workshop Add-on of the approvals seed
      expect(body.customGroupList.length).toBeGreaterThan(0);
      expect(body.invitedGroupList.length).toBeGreaterThan(0);
      const registered = body.joinedBasedGroupList.reduce((sum, g) => sum + g.noOfAudiences, 0);
      expect(body.roleBasedGroupList.reduce((sum, g) => sum + g.noOfAudiences, 0)).toBe(registered);
    });

    it('gives the virtual event 120 sessions over 3 days in its time zone, and a few elsewhere', async () => {
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const read = async (path: string) => (await get(s.app, `/api${path}`, session)).json();
      const list = SessionListResponseSchema.parse(
        await read(`${SESSION_API.list(main.id)}?limit=100`),
      );
      expect(list.total).toBe(MAIN_EVENT_SESSIONS);
      const days = SessionDaysResponseSchema.parse(await read(SESSION_API.days(main.id))).days;
      expect(days).toHaveLength(3);
      expect(days[0]).toBe(localDay(main.startDateTime, main.tz));
      const tags = SessionTagsResponseSchema.parse(await read(SESSION_API.tags(main.id))).tags;
      expect(tags.length).toBeGreaterThanOrEqual(10);
      expect(tags.length).toBeLessThanOrEqual(15);
      const stages = await s.db
        .selectDistinct({ name: segments.stageName })
        .from(segments)
        .where(eq(segments.eventId, main.id));
      expect(stages).toHaveLength(8);
      for (const format of ['VIRTUAL', 'IN_PERSON']) {
        const page = SessionListResponseSchema.parse(
          await read(`${SESSION_API.list(main.id)}?formats=${format}&limit=1`),
        );
        expect(page.total).toBeGreaterThan(10);
      }
      expect(list.items.some((i) => i.addOns.length > 0)).toBe(true);
      expect(list.items.some((i) => i.tags.length > 2)).toBe(true);
      expect(list.items.some((i) => i.title.length > 30)).toBe(true);
      const groups = AudienceListResponseSchema.parse(
        await read(`/events/${main.id}/audience-groups`),
      );
      const vip = groups.customGroupList.find((g) => g.name === 'VIP guests');
      if (!vip) throw new Error('VIP guests missing');
      const mapping = SessionMappingSchema.parse(
        await read(SESSION_API.mapping(main.id, vip.audienceGroupId)),
      );
      expect(mapping.segmentIds.length).toBeGreaterThan(0);
      const [elsewhere] = await s.db
        .select({ n: count() })
        .from(segments)
        .where(ne(segments.eventId, main.id));
      expect(elsewhere?.n).toBeGreaterThan(0);
    });

    it('gives the webinar no sponsor registrants and no Sponsors role group (people §1)', async () => {
      const [webinar] = await s.db
        .select()
        .from(events)
        .where(eq(events.name, 'Product Deep-Dive Webinar'));
      if (!webinar) throw new Error('webinar missing');
      const [sponsors] = await s.db
        .select({ n: count() })
        .from(registrations)
        .where(and(eq(registrations.eventId, webinar.id), eq(registrations.role, 'SPONSOR')));
      expect(sponsors?.n).toBe(0);
      const roleGroups = await s.db
        .select({ key: audienceGroups.groupKey })
        .from(audienceGroups)
        .where(and(eq(audienceGroups.eventId, webinar.id), eq(audienceGroups.type, 'ROLE')));
      expect(roleGroups.map((g) => g.key)).not.toContain('SPONSOR');
      expect(roleGroups.length).toBe(4);

      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const response = await get(s.app, `/api/events/${webinar.id}/audience-groups`, session);
      const body = AudienceListResponseSchema.parse(response.json());
      expect(body.roleBasedGroupList.map((g) => g.name)).not.toContain('Sponsors');
      expect(body.roleBasedGroupList.map((g) => g.name)).toContain('Attendees');
    });

    it('has the shell data: hub, side event, canceled event, portals, integrations, flags', async () => {
      const rows = await s.db.select().from(events);
      const byName = (name: string) => {
        const e = rows.find((r) => r.name === name);
        if (!e) throw new Error(`${name} missing`);
        return e;
      };
      const hub = byName('Demo Events Hub');
      expect(hub.type).toBe('HUB');
      expect(byName('Product Deep-Dive Webinar').hubId).toBe(hub.id);
      expect(byName('Demo City Expo').hubId).toBe(hub.id);
      expect(byName('Roadshow Side Session')).toMatchObject({
        type: 'SIDE_FIELD',
        sideEventParentId: byName('Partner Roadshow').id,
      });
      expect(byName('Partner Roadshow').type).toBe('THIRD_PARTY');
      expect(byName('Canceled Meetup')).toMatchObject({
        type: 'EVENT',
        eventFormat: 'VIRTUAL',
        status: 'CANCELED',
      });
      expect(byName('Builders Series: Part 2')).toMatchObject({
        isFlex: true,
        seriesParentEventId: byName('Monthly Builders Series').id,
      });

      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const context = async (name: string) =>
        (await get(s.app, `/api/events/${byName(name).id}/context`, session)).json();
      const hybrid = await context('Demo Hybrid Forum');
      expect(hybrid.portals.map((p: { portalType: string }) => p.portalType)).toEqual([
        'SPONSOR',
        'SPEAKER',
      ]);
      const main = await context(MAIN_EVENT_NAME);
      expect(main.hasEnabledIntegration).toBe(true);
      expect(main.flags).toMatchObject({
        ENABLE_FLEX_SERIES: true,
        ENABLE_GAMIFICATION: true,
        ENABLE_LEGACY_ANALYTICS: true,
        ENABLE_WEBINAR_EMBED: false,
      });
      // Its integration is off for the event, on for the organization: the menu keeps the page
      // where the event's switch is (decision 0043).
      expect((await context('Demo City Expo')).hasEnabledIntegration).toBe(true);
      expect((await context('Product Deep-Dive Webinar')).flags.ENABLE_WEBINAR_EMBED).toBe(true);
      const northwind = await context('Northwind Annual Conference');
      expect(northwind.access).toMatchObject({ role: 'ORGANIZER', isOrganizer: true });
      expect(northwind.flags.ENABLE_LEGACY_ANALYTICS).toBe(false);
    });

    it('has approval requests on the main event: statuses, tickets, coupons, capacity above the active count', async () => {
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const summary = (
        await get(s.app, `/api/events/${main.id}/approvals/summary`, session)
      ).json();
      expect(summary.totalPendingRegistrations).toBeGreaterThan(1000);
      expect(summary.totalRejectedRegistrations).toBeGreaterThan(500);
      expect(summary.registrationsCapacity).toBeGreaterThan(summary.totalActiveRegistrations);
      expect(summary.registrationsCapacity - summary.totalActiveRegistrations).toBeLessThan(100);
      const tickets = (await get(s.app, `/api/events/${main.id}/ticket-types`, session)).json()
        .ticketTypePublicListResponseList as {
        name: string;
        availableQuantity: number | null;
        salesEndAt: string | null;
        isPaid: boolean;
      }[];
      expect(tickets.find((t) => t.name === 'VIP Pass')).toMatchObject({
        availableQuantity: 3,
        isPaid: true,
      });
      expect(tickets.find((t) => t.name === 'General Admission')).toMatchObject({ isPaid: false });
      expect(tickets.find((t) => t.name === 'Student')?.availableQuantity).toBeNull();
      expect(
        new Date(tickets.find((t) => t.name === 'Workshop Add-on')?.salesEndAt ?? '').getTime(),
      ).toBeLessThan(Date.now());
      const coupons = (await get(s.app, `/api/events/${main.id}/coupons`, session)).json()
        .coupons as { code: string; availableQuantity: number | null }[];
      expect(coupons.map((c) => c.availableQuantity)).toEqual([0, null]);
      const list = (
        await get(s.app, `/api/events/${main.id}/approvals?status=APPROVED&limit=100`, session)
      ).json();
      expect(
        list.items.some((i: { isRegistrationCompleted: boolean }) => i.isRegistrationCompleted),
      ).toBe(true);
      expect(list.selectableTotal).toBeLessThan(list.total);
      const kinds = new Set(
        Object.values(
          JSON.parse(
            list.items.find((i: { email: string }) => i.email.startsWith('request')).customField,
          ),
        ).map((v) => (v as { kind: string }).kind),
      );
      expect([...kinds].sort()).toEqual([
        'date',
        'disclaimers',
        'hotels',
        'options',
        'sessions',
        'text',
      ]);
      const [nw] = await s.db
        .select()
        .from(events)
        .where(eq(events.name, 'Northwind Annual Conference'));
      const nwSummary = (
        await get(s.app, `/api/events/${nw?.id}/approvals/summary`, session)
      ).json();
      expect(nwSummary.totalPendingRegistrations).toBeGreaterThanOrEqual(50);
      expect(
        (await get(s.app, `/api/events/${nw?.id}/approvals/settings`, session)).json()
          .alternativeLabels,
      ).toBe(true);
    });

    it('gives each demo login the access it is described with', async () => {
      const list = async (key: Parameters<typeof demoLogin>[0]) => {
        const l = demoLogin(key);
        return (await get(s.app, '/api/events', await login(s.app, l.email, l.password))).json()
          .events as { eventId: number; name: string; role: string }[];
      };
      const all = await list('organizer');
      expect(all.length).toBeGreaterThanOrEqual(13);
      for (const name of [
        'Partner Roadshow',
        'Roadshow Side Session',
        'Demo Events Hub',
        'Canceled Meetup',
        'Northwind Annual Conference',
      ]) {
        expect(all.map((e) => e.name)).toContain(name);
      }
      const viewerEvents = await list('viewer');
      for (const name of [
        'Partner Roadshow',
        'Roadshow Side Session',
        'Demo Events Hub',
        'Canceled Meetup',
      ]) {
        expect(viewerEvents.map((e) => e.name)).toContain(name);
      }
      expect(await list('approver')).toEqual([
        expect.objectContaining({ name: MAIN_EVENT_NAME, role: 'ORGANIZER' }),
      ]);
      expect(await list('booth')).toEqual([
        expect.objectContaining({ name: MAIN_EVENT_NAME, role: 'SPONSOR' }),
      ]);
      const viewer = demoLogin('viewer');
      const session = await login(s.app, viewer.email, viewer.password);
      const mainId = all.find((e) => e.name === MAIN_EVENT_NAME)?.eventId;
      const context = (await get(s.app, `/api/events/${mainId}/context`, session)).json();
      expect(context.access.permissions).toEqual([...READ_PERMISSIONS]);
      expect((await get(s.app, `/api/events/${mainId}/audience-groups`, session)).statusCode).toBe(
        403,
      );
    });
  },
  { template: 'demo' },
);
