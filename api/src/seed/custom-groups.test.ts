import { it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import {
  audienceGroupMembers,
  audienceGroups,
  events,
  registrationFormFields,
  registrations,
} from '../db/schema';
import { compileFilterSet } from '../custom-groups/compile';
import { loadFilterContext } from '../custom-groups/filter-fields';
import { customGroupSettings } from '../custom-groups/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import {
  AudienceListResponseSchema,
  CUSTOM_GROUP_API,
  CustomAudiencePageSchema,
} from '@console/people-contract';
import { DEMO_FORM_FIELDS } from './custom-groups';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';

describeApi(
  'custom group demo data',
  nothingToPrepare,
  (s) => {
    const mainEvent = async () => {
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      return main;
    };
    const settingsOf = async (eventId: number) =>
      s.db
        .select({ id: audienceGroups.id, name: audienceGroups.name, settings: customGroupSettings })
        .from(audienceGroups)
        .leftJoin(customGroupSettings, eq(customGroupSettings.audienceGroupId, audienceGroups.id))
        .where(and(eq(audienceGroups.eventId, eventId), eq(audienceGroups.type, 'CUSTOM')));

    it('gives every demo event with registrants a form of every filter type, one label with markup', async () => {
      const rows = await s.db
        .select({ eventId: registrationFormFields.eventId, n: count() })
        .from(registrationFormFields)
        .groupBy(registrationFormFields.eventId);
      expect(rows.length).toBeGreaterThanOrEqual(9);
      expect(rows.every((row) => row.n === DEMO_FORM_FIELDS.length)).toBe(true);
      const main = await mainEvent();
      const fields = await s.db
        .select()
        .from(registrationFormFields)
        .where(eq(registrationFormFields.eventId, main.id));
      expect(new Set(fields.map((f) => f.type))).toEqual(
        new Set(['NUMBER', 'STRING', 'BOOLEAN', 'DATE', 'LIST']),
      );
      expect(fields.some((f) => f.subType === 'SINGLE_SELECT')).toBe(true);
      expect(fields.map((f) => f.label)).toContain('<b>Company</b> size');
    });

    it('answers the form for every seeded registrant, set-based by id', async () => {
      const main = await mainEvent();
      const [answered] = await s.db
        .select({ n: count() })
        .from(registrations)
        .where(
          and(eq(registrations.eventId, main.id), sql`${registrations.customField} ? 'country'`),
        );
      expect(answered?.n).toBeGreaterThanOrEqual(6000);
      const [someDiets] = await s.db
        .select({ n: count() })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, main.id),
            sql`${registrations.customField} ? 'dietaryNeeds'`,
          ),
        );
      expect(someDiets?.n).toBeGreaterThan(1000);
      expect(someDiets?.n).toBeLessThan(2000);
    });

    it('gives the main event’s custom groups their settings; each saved filter compiles', async () => {
      const main = await mainEvent();
      const groups = await settingsOf(main.id);
      const byName = (name: string) => groups.find((g) => g.name === name)?.settings;
      expect(byName('VIP guests')).toMatchObject({ updateType: 'STATIC', status: 'PUBLISHED' });
      expect(byName('Attended speakers')).toMatchObject({
        updateType: 'ACTIVE',
        status: 'PUBLISHED',
      });
      expect(byName('Follow-up list')).toMatchObject({ status: 'DRAFT' });
      const nested = byName('German AI crowd');
      expect(nested).toMatchObject({ updateType: 'ACTIVE', status: 'PUBLISHED' });
      expect(nested?.filterSet?.filterConditionsDTOList.some((e) => 'isFilterGroup' in e)).toBe(
        true,
      );
      expect(groups.every((g) => g.settings !== null)).toBe(true);
      const context = await loadFilterContext(s.db, main);
      for (const g of groups)
        if (g.settings?.filterSet)
          expect(() => compileFilterSet(g.settings?.filterSet as never, context)).not.toThrow();
    });

    it('lists the ACTIVE groups’ members by their filters, the cards counting the same', async () => {
      const main = await mainEvent();
      const groups = await settingsOf(main.id);
      const id = (name: string) => groups.find((g) => g.name === name)?.id ?? -1;
      const [rows] = await s.db
        .select({ n: count() })
        .from(audienceGroupMembers)
        .where(eq(audienceGroupMembers.groupId, id('Attended speakers')));
      expect(rows?.n).toBe(0);
      const [speakers] = await s.db
        .select({ n: count() })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, main.id),
            eq(registrations.status, 'REGISTERED'),
            eq(registrations.role, 'SPEAKER'),
            eq(registrations.isAttended, true),
          ),
        );
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const cards = AudienceListResponseSchema.parse(
        (await get(s.app, `/api/events/${main.id}/audience-groups`, session)).json(),
      );
      const card = (name: string) =>
        cards.customGroupList.find((g) => g.name === name)?.noOfAudiences;
      expect(card('Attended speakers')).toBe(speakers?.n);
      expect(card('German AI crowd')).toBeGreaterThan(0);
      const page = CustomAudiencePageSchema.parse(
        (
          await get(
            s.app,
            `/api${CUSTOM_GROUP_API.members(main.id, id('German AI crowd'))}`,
            session,
          )
        ).json(),
      );
      expect(page.items).toHaveLength(20);
      const ids = page.items.map((m) => m.registrationId);
      const countries = await s.db
        .select({
          country: sql<string>`${registrations.customField} -> 'country' -> 'options' -> 0 ->> 'value'`,
        })
        .from(registrations)
        .where(sql`${registrations.id} = any(${`{${ids.join(',')}}`}::int[])`);
      expect(new Set(countries.map((c) => c.country))).toEqual(new Set(['DE']));
    });
  },
  { template: 'demo' },
);
