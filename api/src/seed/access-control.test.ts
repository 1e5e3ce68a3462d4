import { it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessGroupListSchema,
  AccessGroupMappingSchema,
  EffectiveAccessSchema,
  SessionAccessListSchema,
  type AccessGroupMapping,
  type FeatureMappingNode,
} from '@console/access-control-contract';
import { accessGroups } from '../access-control/schema';
import { audienceGroupMembers, events, registrations } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';

const find = (nodes: readonly FeatureMappingNode[], id: string): FeatureMappingNode | undefined => {
  for (const node of nodes) {
    const found = node.id === id ? node : find(node.features, id);
    if (found) return found;
  }
  return undefined;
};

describeApi(
  'access control demo data',
  nothingToPrepare,
  (s) => {
    const read = async (path: string) => {
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const response = await get(s.app, `/api${path}`, session);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const eventNamed = async (name: string) => {
      const [event] = await s.db.select().from(events).where(eq(events.name, name));
      if (!event) throw new Error(`${name} missing`);
      return event;
    };
    const mainSetup = async () => {
      const main = await eventNamed(MAIN_EVENT_NAME);
      const groups = AccessGroupListSchema.parse(await read(ACCESS_API.groups(main.id))).groups;
      const id = (name: string) => groups.find((g) => g.groupName === name)?.groupId ?? -1;
      const mapping = async (name: string): Promise<AccessGroupMapping> =>
        AccessGroupMappingSchema.parse(await read(ACCESS_API.mapping(main.id, id(name))));
      return { main, groups, id, mapping };
    };
    const statusOf = (m: AccessGroupMapping, key: string) => find(m.features, key)?.grantStatus;

    it('gives the main event its base and derived groups, with role defaults', async () => {
      const { groups, mapping } = await mainSetup();
      const names = groups.map((g) => g.groupName);
      expect(groups.filter((g) => g.isBaseGroup)).toHaveLength(5);
      for (const name of ['VIP Pass', 'Student', 'Public registration', 'VIP guests'])
        expect(names).toContain(name);
      const organizers = await mapping('Organizers');
      expect(statusOf(organizers, 'BACKSTAGE')).toBe('GRANT');
      const attendees = await mapping('Attendees');
      expect(statusOf(attendees, 'BACKSTAGE')).toBe('NO_GRANT');
      expect(statusOf(attendees, 'NETWORKING')).toBe('GRANT');
      expect(statusOf(await mapping('Speakers'), 'BACKSTAGE.ALLOW_ALL_STAGES')).toBe('GRANT');
      expect(find(attendees.features, 'BACKSTAGE')?.features.length).toBeGreaterThan(5);
    });

    it('shows forced-inactive features on the virtual event: EXPO off, no one-on-one interval', async () => {
      const { mapping } = await mainSetup();
      const m = await mapping('Attendees');
      expect(find(m.features, 'EXPO')).toMatchObject({
        isFeatureActive: false,
        inactiveReason: 'ZONE_NOT_ACTIVE',
      });
      expect(find(m.features, 'PVT_MEETING')).toMatchObject({
        isFeatureActive: false,
        inactiveReason: 'NO_ONE_ON_ONE_INTERVAL',
      });
      expect(find(m.features, 'LEADERBOARD')?.isFeatureActive).toBe(true);
    });

    it('has derived groups with grants, revokes, day access and session grants', async () => {
      const { main, id, mapping } = await mainSetup();
      const student = await mapping('Student');
      expect(find(student.features, 'RECORDING')).toMatchObject({
        grantStatus: 'REVOKED',
        changedInDerived: true,
      });
      expect(student.days.map((d) => d.grantStatus)).toEqual(['GRANT', 'GRANT', 'NO_GRANT']);
      const vip = await mapping('VIP Pass');
      expect(statusOf(vip, 'ROOM.ACCESS_PVT_ROOMS')).toBe('GRANT');
      expect(statusOf(vip, 'ROOM.SHOW_RESERVED_ROOMS_ONLY')).toBe('REVOKED');
      expect(statusOf(await mapping('VIP guests'), 'BACKSTAGE')).toBe('GRANT');
      const sessions = SessionAccessListSchema.parse(
        await read(`${ACCESS_API.sessions(main.id, id('VIP Pass'))}?section=grant`),
      ).sessions;
      expect(
        sessions.filter((r) => r.showInGrant && r.grantStatus === 'GRANT').length,
      ).toBeGreaterThan(5);
      const base = SessionAccessListSchema.parse(
        await read(`${ACCESS_API.sessions(main.id, id('Attendees'))}?section=base`),
      ).sessions;
      expect(base.some((r) => r.grantStatus === 'GRANT')).toBe(true);
      expect(base.some((r) => r.grantStatus === 'NO_GRANT')).toBe(true);
    });

    it('explains an attendee VIP guest’s backstage access by the VIP guests group', async () => {
      const { main, groups } = await mainSetup();
      const vipGuests = groups.find((g) => g.groupName === 'VIP guests');
      const m = audienceGroupMembers;
      const [member] = await s.db
        .select({ id: m.registrationId })
        .from(m)
        .innerJoin(registrations, eq(registrations.id, m.registrationId))
        .where(
          and(
            eq(m.groupId, vipGuests?.audienceGroupId ?? -1),
            eq(registrations.role, 'ATTENDEE'),
            eq(registrations.status, 'REGISTERED'),
          ),
        )
        .limit(1);
      const access = EffectiveAccessSchema.parse(
        await read(ACCESS_API.explain(main.id, member?.id ?? -1)),
      );
      expect(access.groups.map((g) => g.groupName)).toContain('VIP guests');
      expect(access.features.find((f) => f.id === 'BACKSTAGE')?.decision).toMatchObject({
        outcome: 'GRANT',
        decidedBy: { groupName: 'VIP guests', section: 'grant' },
      });
      expect(access.features.find((f) => f.id === 'EXPO')?.decision.outcome).toBe('INACTIVE');
    });

    it('seeds no access groups on webinars and series', async () => {
      for (const name of ['Product Deep-Dive Webinar', 'Monthly Builders Series']) {
        const event = await eventNamed(name);
        const [row] = await s.db
          .select({ n: count() })
          .from(accessGroups)
          .where(eq(accessGroups.eventId, event.id));
        expect([name, row?.n]).toEqual([name, 0]);
      }
      const expo = await eventNamed('Demo City Expo');
      const [row] = await s.db
        .select({ n: count() })
        .from(accessGroups)
        .where(eq(accessGroups.eventId, expo.id));
      expect(row?.n).toBeGreaterThan(5);
    });
  },
  { template: 'demo' },
);
