import { it } from 'node:test';
import { expect } from 'expect';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { events } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { ABANDONED_STEPS, MAIN_EVENT_ABANDONED, OTHER_EVENT_ABANDONED } from './abandoned';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';
import { ABANDONED_API, AbandonedListResponseSchema } from '@console/people-contract';

describeApi(
  'abandoned registrations demo data',
  nothingToPrepare,
  (s) => {
    it('gives every flow of the main event drop-offs at each step, some with tickets, over many days', async () => {
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      const perFlow = await queryRows<{ flow_id: number; steps: string[]; ticketed: number }>(
        s.db,
        sql`select flow_id, array_agg(distinct abandoned_step order by abandoned_step) as steps,
            count(*) filter (where jsonb_array_length(tickets) > 0)::int as ticketed
          from abandoned_registrations where event_id = ${main.id}::int group by flow_id order by flow_id`,
      );
      expect(perFlow).toHaveLength(2);
      for (const flow of perFlow) {
        expect([...flow.steps].sort()).toEqual([...ABANDONED_STEPS].sort());
        expect(Number(flow.ticketed)).toBeGreaterThan(0);
      }
      const [spread] = await queryRows<{ days: number; mismatched: number; early: number }>(
        s.db,
        sql`select count(distinct created_at::date)::int as days,
            count(*) filter (where cardinality(ticket_type_ids) <> jsonb_array_length(tickets))::int as mismatched,
            count(*) filter (where abandoned_step in ('Basic details', 'Ticket selection') and cardinality(ticket_type_ids) > 0)::int as early
          from abandoned_registrations where event_id = ${main.id}::int`,
      );
      expect(Number(spread?.days)).toBeGreaterThanOrEqual(10);
      expect(Number(spread?.mismatched)).toBe(0);
      expect(Number(spread?.early)).toBe(0);

      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const page = AbandonedListResponseSchema.parse(
        (await get(s.app, `/api${ABANDONED_API.list(main.id)}`, session)).json(),
      );
      expect(page.totalCount).toBe(MAIN_EVENT_ABANDONED);
      expect(page.items).toHaveLength(20);
    });

    it('puts a few on the other events too', async () => {
      const rows = await queryRows<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from abandoned_registrations a join events e on e.id = a.event_id
          where e.name <> ${MAIN_EVENT_NAME} group by a.event_id`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) expect(Number(row.n)).toBe(OTHER_EVENT_ABANDONED);
    });
  },
  { template: 'demo' },
);
