import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import {
  SCHEDULE_API,
  ScheduleDaysSchema,
  ScheduleSessionPageSchema,
} from '@console/event-setup-contract';
import { events } from '../db/schema';
import { MAIN_EVENT_NAME } from '../seed/demo';
import { demoLogin } from '../seed/demo-logins';
import { MAIN_EVENT_SESSIONS } from '../seed/sessions';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';

describeApi(
  'schedule: the demo events',
  nothingToPrepare,
  (s) => {
    const organizer = () =>
      login(s.app, demoLogin('organizer').email, demoLogin('organizer').password);

    it("keeps every demo session within its event's days, so the schedule shows them all", async () => {
      const session = await organizer();
      const withSchedule = await s.db
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(inArray(events.type, ['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD']));
      let sessions = 0;
      for (const event of withSchedule) {
        const response = await get(s.app, `/api${SCHEDULE_API.days(event.id)}`, session);
        if (response.statusCode === 403) continue;
        expect({ event: event.name, status: response.statusCode }).toEqual({
          event: event.name,
          status: 200,
        });
        const days = ScheduleDaysSchema.parse(response.json());
        expect({ event: event.name, outside: days.days.filter((d) => !d.inEvent) }).toEqual({
          event: event.name,
          outside: [],
        });
        sessions += days.sessionTotal;
      }
      expect(sessions).toBeGreaterThan(MAIN_EVENT_SESSIONS);
    });

    it('shows the main event day by day, each day with sessions on several stages', async () => {
      const session = await organizer();
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      const days = ScheduleDaysSchema.parse(
        (await get(s.app, `/api${SCHEDULE_API.days(main.id)}`, session)).json(),
      );
      expect(days.sessionTotal).toBe(MAIN_EVENT_SESSIONS);
      for (const day of days.days) {
        expect(day.sessionCount).toBeGreaterThan(0);
        const page = ScheduleSessionPageSchema.parse(
          (
            await get(s.app, `/api${SCHEDULE_API.sessions(main.id)}?day=${day.day}`, session)
          ).json(),
        );
        expect(page.total).toBe(day.sessionCount);
        expect(new Set(page.items.map((item) => item.stageName)).size).toBeGreaterThan(3);
      }
    });
  },
  { template: 'demo' },
);
