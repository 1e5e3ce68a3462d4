/**
 * The dashboard on the demo data as seeded, with nothing added for it: every demo event answers,
 * and the main event's figures equal what its rows hold.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq, sql } from 'drizzle-orm';
import { EVENT_DASHBOARD_API, EventDashboardSchema } from '@console/registration-contract';
import { queryRows } from '../db/client';
import { events, ticketTypes } from '../db/schema';
import { demoLogin } from '../seed/demo-logins';
import { MAIN_EVENT_NAME } from '../seed/demo';
import { get, login, type TestSession } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';

describeApi(
  'event dashboard on the demo data',
  nothingToPrepare,
  (s) => {
    const as = (key: Parameters<typeof demoLogin>[0]) => {
      const { email, password } = demoLogin(key);
      return login(s.app, email, password);
    };
    const dashboard = async (eventId: number, session: TestSession) => {
      const response = await get(s.app, `/api${EVENT_DASHBOARD_API.dashboard(eventId)}`, session);
      expect({ eventId, status: response.statusCode }).toEqual({ eventId, status: 200 });
      return EventDashboardSchema.parse(response.json());
    };
    const eventNamed = async (name: string) => {
      const [event] = await s.db.select().from(events).where(eq(events.name, name));
      if (!event) throw new Error(`demo event ${name} missing`);
      return event;
    };

    it("answers the main event's figures as its rows hold them", async () => {
      const main = await eventNamed(MAIN_EVENT_NAME);
      const answer = await dashboard(main.id, await as('organizer'));
      const byStatus = await queryRows<{ status: string; n: number }>(
        s.db,
        sql`select status, count(*)::int as n from registrations where event_id = ${main.id}::int group by status`,
      );
      expect(answer.registrations.total).toBe(byStatus.reduce((sum, r) => sum + r.n, 0));
      for (const { status, n } of byStatus)
        expect(answer.registrations.byStatus.find((b) => b.status === status)?.count).toBe(n);
      expect(answer.approvals.pending).toBe(byStatus.find((r) => r.status === 'PENDING')?.n);
      expect(answer.approvals.pending).toBeGreaterThan(0);

      const [attended] = await queryRows<{ attended: number; registered: number }>(
        s.db,
        sql`select c->>'attended' as attended, c->>'total' as registered
          from analytics_report_refreshes, jsonb_array_elements(registration_counts) c
          where event_id = ${main.id}::int and c->>'status' = 'REGISTERED'`,
      );
      expect(answer.attendance).toMatchObject({
        attended: Number(attended?.attended),
        registered: Number(attended?.registered),
      });
      expect(answer.attendance?.attended).toBeGreaterThan(0);

      const ticketRows = await s.db
        .select({ name: ticketTypes.name, quantity: ticketTypes.quantity })
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, main.id))
        .orderBy(ticketTypes.id);
      expect(answer.tickets.map((t) => t.name)).toEqual(ticketRows.map((t) => t.name));
      const limited = ticketRows.flatMap((t) => (t.quantity === null ? [] : [t.quantity]));
      expect(answer.capacity).toMatchObject({
        quantity: limited.reduce((sum, q) => sum + q, 0),
        unlimitedTicketTypes: ticketRows.length - limited.length,
      });
      expect(answer.capacity.used).toBeGreaterThan(0);
      // The main event's CRM is on with the sync permitted, never synced: 'No data synced yet'.
      expect(answer.revenue).toEqual({ state: 'NOT_SYNCED', screen: 'NO_DATA_SYNC_SCREEN' });
      expect(answer.runningJobs).toEqual([]);
    });

    it('answers on every demo event for the organizer and the read-only viewer, refuses the approver and the booth owner', async () => {
      const organizer = await as('organizer');
      const viewer = await as('viewer');
      const ids = await queryRows<{ id: number }>(
        s.db,
        sql`select e.id from events e join event_roles r on r.event_id = e.id
          join users u on u.id = r.user_id
          where u.email = ${demoLogin('organizer').email} order by e.id`,
      );
      expect(ids.length).toBeGreaterThan(10);
      for (const { id } of ids) await dashboard(id, organizer);
      const expo = await eventNamed('Demo City Expo');
      expect((await dashboard(expo.id, viewer)).revenue).toEqual({
        state: 'NOT_SYNCED',
        screen: 'INTEGRATION_OFF_SCREEN',
      });
      const hybrid = await eventNamed('Demo Hybrid Forum');
      expect((await dashboard(hybrid.id, organizer)).revenue).toEqual({
        state: 'NOT_SYNCED',
        screen: 'DATA_SYNC_OFF_SCREEN',
      });
      const main = await eventNamed(MAIN_EVENT_NAME);
      for (const key of ['approver', 'booth'] as const) {
        const response = await get(
          s.app,
          `/api${EVENT_DASHBOARD_API.dashboard(main.id)}`,
          await as(key),
        );
        expect({ key, status: response.statusCode }).toEqual({ key, status: 403 });
      }
    });
  },
  { template: 'demo' },
);
