import { it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { ANALYTICS_API, ReportsOverviewSchema } from '@console/analytics-contract';
import { loadDashboardData } from '../analytics/dashboard/load';
import { queryRows } from '../db/client';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';

/**
 * The seed's clock, as the database recorded it (the refresh in the seed's transaction): the demo
 * template is seeded minutes before a suite reads it, and an event or a session may start between
 * the two, so "by now" in these checks means by the seed's now, never the query's.
 */
const SEEDED_AT = sql`(select min(refreshed_at) from analytics_report_refreshes)`;

interface KindsRow {
  name: string;
  type: string;
  format: string;
  kinds: string[];
  refreshed: boolean;
  daily: number;
}

describeApi(
  'analytics demo data',
  nothingToPrepare,
  (s) => {
    it('gives every started event with registrants the facts of its format, with its aggregates refreshed', async () => {
      const rows = await queryRows<KindsRow>(
        s.db,
        sql`select e.name, e.type, e.event_format as format,
            array(select distinct f.kind from activity_facts f where f.event_id = e.id order by 1) as kinds,
            exists (select 1 from analytics_report_refreshes r where r.event_id = e.id) as refreshed,
            (select count(*) from activity_daily d where d.event_id = e.id)::int as daily
          from events e
          where exists (select 1 from registrations r where r.event_id = e.id)
            and e.start_date_time <= ${SEEDED_AT}
          order by e.id`,
      );
      expect(rows.map((r) => r.name)).toEqual([MAIN_EVENT_NAME]);
      const emails = ['EMAIL_CLICKED', 'EMAIL_OPENED', 'EMAIL_SENT'];
      for (const row of rows) {
        const expected =
          row.type === 'WEBINAR'
            ? [...emails, 'STAGE_VIEW']
            : row.format === 'IN_PERSON'
              ? ['CHECK_IN', ...emails, 'SESSION_VIEW']
              : [
                  'BOOTH_VISIT',
                  ...emails,
                  'MEETING',
                  'POINTS',
                  'ROOM_VISIT',
                  'SESSION_VIEW',
                  'STAGE_VIEW',
                ];
        expect({ name: row.name, kinds: row.kinds }).toEqual({
          name: row.name,
          kinds: expected.sort(),
        });
        expect(row.refreshed).toBe(true);
        expect(row.daily).toBeGreaterThan(0);
      }
    });

    it('dates no activity after now: nothing for an event to come, a live event only its past', async () => {
      const [facts] = await queryRows<{ later: number; ofFutureEvents: number; total: number }>(
        s.db,
        sql`select count(*) filter (where f.occurred_at > ${SEEDED_AT})::int as later,
            count(*) filter (where e.start_date_time > ${SEEDED_AT})::int as "ofFutureEvents",
            count(*)::int as total
          from activity_facts f join events e on e.id = f.event_id`,
      );
      expect(facts).toMatchObject({ later: 0, ofFutureEvents: 0 });
      expect(facts?.total).toBeGreaterThan(10_000);
      // The report's days, in each event's time zone, end today: nothing for tomorrow.
      const [days] = await queryRows<{ later: number }>(
        s.db,
        sql`select count(*)::int as later from activity_daily d join events e on e.id = d.event_id
          where d.day > (${SEEDED_AT} at time zone e.tz)::date`,
      );
      expect(days?.later).toBe(0);
      // The main event, live since yesterday until tomorrow, has yesterday's activity.
      const [main] = await queryRows<{ days: number }>(
        s.db,
        sql`select count(distinct d.day)::int as days from activity_daily d join events e on e.id = d.event_id
          where e.name = ${MAIN_EVENT_NAME} and d.kind = 'STAGE_VIEW'`,
      );
      expect(main?.days).toBeGreaterThanOrEqual(1);
      expect(main?.days).toBeLessThanOrEqual(2);
    });

    it('has nobody attend an event that has not started: 0 attended, in the registrations and the report', async () => {
      const rows = await queryRows<{ name: string; attended: number; reported: string | null }>(
        s.db,
        sql`select e.name,
            (select count(*) from registrations r where r.event_id = e.id and r.is_attended)::int as attended,
            (select c->>'attended' from analytics_report_refreshes rr, jsonb_array_elements(rr.registration_counts) c
              where rr.event_id = e.id and c->>'status' = 'REGISTERED') as reported
          from events e
          where e.start_date_time > ${SEEDED_AT} and exists (select 1 from registrations r where r.event_id = e.id)
          order by e.id`,
      );
      expect(rows.map((r) => r.name)).toContain('Product Deep-Dive Webinar');
      for (const row of rows) expect(row).toEqual({ name: row.name, attended: 0, reported: '0' });
      const [main] = await queryRows<{ attended: number }>(
        s.db,
        sql`select count(*)::int as attended from registrations r join events e on e.id = r.event_id
          where e.name = ${MAIN_EVENT_NAME} and r.is_attended`,
      );
      expect(main?.attended).toBeGreaterThan(0);
    });

    it('lists every stage of the main event in its Stages report, one without views at 0', async () => {
      const [main] = await queryRows<{ id: number }>(
        s.db,
        sql`select id from events where name = ${MAIN_EVENT_NAME}`,
      );
      const eventId = Number(main?.id);
      const stages = await queryRows<{ name: string }>(
        s.db,
        sql`select distinct stage_name as name from segments where event_id = ${eventId}::int order by 1`,
      );
      expect(stages).toHaveLength(8);
      const data = await loadDashboardData(s.db, {
        eventId,
        dashboard: 'STAGES',
        boothOwner: false,
        boothIds: [],
        filters: {},
        variant: 'current',
        consoleOrigin: 'http://localhost:3000',
      });
      const bar = data.panels.find((p) => p.title === 'Minutes watched per stage');
      if (bar?.kind !== 'bar') throw new Error('no bar of stages');
      expect([...bar.categories].sort()).toEqual(stages.map((st) => st.name).sort());
      expect(bar.values.filter((v) => v > 0).length).toBeGreaterThan(0);
      // The in-person stages have no views: listed at 0.
      expect(bar.values.filter((v) => v === 0).length).toBeGreaterThan(0);
    });

    it('sends the emails due by now; fewer open them, fewer still click, and every click follows an open', async () => {
      const perEmail = await queryRows<{
        event_id: number;
        place: string;
        sent: number;
        opened: number;
        clicked: number;
      }>(
        s.db,
        sql`select event_id, place,
            count(*) filter (where kind = 'EMAIL_SENT')::int as sent,
            count(*) filter (where kind = 'EMAIL_OPENED')::int as opened,
            count(*) filter (where kind = 'EMAIL_CLICKED')::int as clicked
          from activity_facts where kind like 'EMAIL_%' group by event_id, place`,
      );
      // The main event's agenda and starting-soon emails went out; its thank-you is due tomorrow.
      expect(new Set(perEmail.map((e) => e.place))).toEqual(
        new Set(['Agenda announcement', 'Starting soon']),
      );
      for (const e of perEmail) {
        expect(e.opened).toBeLessThan(e.sent);
        expect(e.clicked).toBeLessThan(e.opened);
        expect(e.clicked).toBeGreaterThan(0);
      }
      const [orphans] = await queryRows<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from activity_facts c
          where c.kind = 'EMAIL_CLICKED' and not exists (
            select 1 from activity_facts o where o.event_id = c.event_id and o.kind = 'EMAIL_OPENED'
              and o.registration_id = c.registration_id and o.place = c.place and o.occurred_at < c.occurred_at)`,
      );
      expect(orphans?.n).toBe(0);
    });

    it("visits the main event's own booths and sessions, within its days, those started by the seed", async () => {
      const [main] = await queryRows<{
        booths: string[];
        visited: string[];
        sessions: number;
        started: number;
        outside: number;
      }>(
        s.db,
        sql`select
            array(select name from booths where event_id = e.id order by 1) as booths,
            array(select distinct place from activity_facts where event_id = e.id and kind = 'BOOTH_VISIT' order by 1) as visited,
            (select count(distinct place) from activity_facts f where f.event_id = e.id and f.kind = 'SESSION_VIEW'
              and f.place in (select title from segments where event_id = e.id))::int as sessions,
            (select count(*) from segments where event_id = e.id and start_date_time <= ${SEEDED_AT})::int as started,
            (select count(*) from activity_facts f where f.event_id = e.id and f.kind in ('STAGE_VIEW', 'ROOM_VISIT', 'BOOTH_VISIT')
              and (f.occurred_at < e.start_date_time or f.occurred_at > e.end_date_time))::int as outside
          from events e where e.name = ${MAIN_EVENT_NAME}`,
      );
      expect(main?.visited).toEqual(main?.booths);
      // Sessions are viewed once they have started: its first day's 40 at least.
      expect(main?.started).toBeGreaterThanOrEqual(35);
      expect(main?.sessions).toBeGreaterThanOrEqual(Math.floor((main?.started ?? 0) * 0.9));
      expect(main?.outside).toBe(0);
    });

    it('turns Sessions reports on for one in-person event, Demo City Expo, and not for Northwind', async () => {
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const tabsOf = async (name: string) => {
        const [event] = await queryRows<{ id: number }>(
          s.db,
          sql`select id from events where name = ${name}`,
        );
        const response = await get(
          s.app,
          `/api${ANALYTICS_API.reports(Number(event?.id))}`,
          session,
        );
        return ReportsOverviewSchema.parse(response.json()).tabs.map((t) => t.dashboard);
      };
      expect(await tabsOf('Demo City Expo')).toEqual(['SUMMARY', 'SESSIONS', 'EMAILS']);
      expect(await tabsOf('Northwind Annual Conference')).toEqual(['SUMMARY', 'EMAILS']);
    });
  },
  { template: 'demo' },
);
