import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { VENUE_SETTINGS_API, VenueSettingsSchema } from '@console/event-setup-contract';
import { events } from '../db/schema';
import { MAIN_EVENT_NAME } from '../seed/demo';
import { demoLogin } from '../seed/demo-logins';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';

describeApi(
  'venue settings of the demo events',
  nothingToPrepare,
  (s) => {
    const settingsOf = async (name: string) => {
      const [event] = await s.db.select().from(events).where(eq(events.name, name));
      if (!event) throw new Error(`${name} missing`);
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const response = await get(s.app, `/api${VENUE_SETTINGS_API.settings(event.id)}`, session);
      expect(response.statusCode).toBe(200);
      return VenueSettingsSchema.parse(response.json());
    };

    it('shows a mix: the main event without Expo nor meetings, the hybrid one without rooms nor chat', async () => {
      const main = await settingsOf(MAIN_EVENT_NAME);
      expect(main).toMatchObject({
        activeZones: ['LOBBY', 'SCHEDULE', 'STAGE', 'ROOM', 'NETWORKING'],
        oneOnOneIntervalMinutes: null,
        leaderboardEnabled: true,
      });
      expect(main.stages.length).toBeGreaterThan(1);
      expect(main.stages.every((stage) => stage.sessionCount > 0)).toBe(true);
      expect(await settingsOf('Demo Hybrid Forum')).toMatchObject({
        activeZones: ['LOBBY', 'SCHEDULE', 'STAGE', 'NETWORKING', 'EXPO'],
        hasChatChannel: false,
        hasPeopleChannel: true,
        oneOnOneIntervalMinutes: 15,
      });
    });
  },
  { template: 'demo' },
);
