/** Calls of the access control suites: log in once per user, read and write under /api. */
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessGroupListSchema,
  type AccessGroup,
} from '@console/access-control-contract';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import type { ApiSuite } from '../testing/suite';
import type { AccessFixture } from './access-control-fixture';

export const OWNER = FIXTURE_USERS.owner;

export function accessClient(s: ApiSuite<AccessFixture>) {
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
  const put = async (path: string, payload: object, email: string = OWNER) =>
    s.app.inject({
      method: 'PUT',
      url: `/api${path}`,
      headers: sessionHeaders(await as(email), true),
      payload,
    });
  const post = async (path: string, payload: object, email: string = OWNER) =>
    s.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: sessionHeaders(await as(email), true),
      payload,
    });
  const groups = async (eventId: number = s.fx.main.id): Promise<AccessGroup[]> => {
    const response = await read(ACCESS_API.groups(eventId));
    expect(response.statusCode).toBe(200);
    return AccessGroupListSchema.parse(response.json()).groups;
  };
  const group = async (name: string, eventId?: number): Promise<AccessGroup> => {
    const found = (await groups(eventId)).find((g) => g.groupName === name);
    if (!found) throw new Error(`no access group ${name}`);
    return found;
  };
  return { as, read, put, post, groups, group };
}
