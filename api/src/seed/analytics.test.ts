import { it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { ANALYTICS_API, ReportsOverviewSchema } from '@console/analytics-contract';
import { queryRows } from '../db/client';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';

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
    it('gives every event with registrants the facts of its format, with its aggregates refreshed', async () => {
      const rows = await queryRows<KindsRow>(
        s.db,
        sql`select e.name, e.type, e.event_format as format,
            array(select distinct f.kind from activity_facts f where f.event_id = e.id order by 1) as kinds,
            exists (select 1 from analytics_report_refreshes r where r.event_id = e.id) as refreshed,
            (select count(*) from activity_daily d where d.event_id = e.id)::int as daily
          from events e
          where exists (select 1 from registrations r where r.event_id = e.id)
          order by e.id`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(8);
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

    it('sends 3 named emails per event; fewer open them, fewer still click, and every click follows an open', async () => {
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
      const perEvent = new Map<number, number>();
      for (const e of perEmail) perEvent.set(e.event_id, (perEvent.get(e.event_id) ?? 0) + 1);
      expect(new Set(perEvent.values())).toEqual(new Set([3]));
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

    it("visits the main event's own booths and sessions, within its days", async () => {
      const [main] = await queryRows<{
        booths: string[];
        visited: string[];
        sessions: number;
        outside: number;
      }>(
        s.db,
        sql`select
            array(select name from booths where event_id = e.id order by 1) as booths,
            array(select distinct place from activity_facts where event_id = e.id and kind = 'BOOTH_VISIT' order by 1) as visited,
            (select count(distinct place) from activity_facts f where f.event_id = e.id and f.kind = 'SESSION_VIEW'
              and f.place in (select title from segments where event_id = e.id))::int as sessions,
            (select count(*) from activity_facts f where f.event_id = e.id and f.kind in ('STAGE_VIEW', 'ROOM_VISIT', 'BOOTH_VISIT')
              and (f.occurred_at < e.start_date_time or f.occurred_at > e.end_date_time))::int as outside
          from events e where e.name = ${MAIN_EVENT_NAME}`,
      );
      expect(main?.visited).toEqual(main?.booths);
      expect(main?.sessions).toBeGreaterThan(50);
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
