/** Calls of the venue settings suites: log in once per user, read and edit under /api. */
import { expect } from 'expect';
import {
  VenueSettingsSchema,
  VENUE_SETTINGS_API,
  type VenueSettings,
} from '@console/event-setup-contract';
import { FIXTURE_PASSWORD } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import type { ApiSuite } from '../testing/suite';
import { OWNER } from '../access-control/access-test-client';

export function venueClient<T extends { main: { id: number } }>(s: ApiSuite<T>) {
  const sessions = new Map<string, TestSession>();
  const as = async (email: string) => {
    const known = sessions.get(email);
    if (known) return known;
    const session = await login(s.app, email, FIXTURE_PASSWORD);
    sessions.set(email, session);
    return session;
  };
  const read = async (path: string, email: string = OWNER) =>
    get(s.app, `/api${path}`, await as(email));
  const send = async (
    method: 'PATCH' | 'POST',
    path: string,
    payload: object,
    email: string = OWNER,
  ) =>
    s.app.inject({
      method,
      url: `/api${path}`,
      headers: sessionHeaders(await as(email), true),
      payload,
    });
  const settings = async (eventId: number = s.fx.main.id): Promise<VenueSettings> => {
    const response = await read(VENUE_SETTINGS_API.settings(eventId));
    expect(response.statusCode).toBe(200);
    return VenueSettingsSchema.parse(response.json());
  };
  return { as, read, send, settings };
}
