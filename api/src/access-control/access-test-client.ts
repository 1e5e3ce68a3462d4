/** Calls of the access control suites: log in once per user, read and write under /api. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessGroupListSchema,
  EffectiveAccessSchema,
  type AccessGroup,
} from '@console/access-control-contract';
import { registrations } from '../db/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import type { ApiSuite } from '../testing/suite';
import type { AccessFixture } from './access-control-fixture';
import type { ExplainedGrants } from './impact-testing';

export const OWNER = FIXTURE_USERS.owner;

/** The keys of the explainer's items it grants. */
const grantedKeys = <T extends { decision: { outcome: string } }, K>(
  items: readonly T[],
  key: (item: T) => K,
): Set<K> => new Set(items.filter((item) => item.decision.outcome === 'GRANT').map(key));

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
  /** The explainer's answer for every registrant of the main event, as the previews count them. */
  const grants = async (): Promise<ExplainedGrants> => {
    const out: ExplainedGrants = { features: new Map(), days: new Map(), sessions: new Map() };
    const registrants = await s.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, s.fx.main.id), eq(registrations.status, 'REGISTERED')));
    for (const { id } of registrants) {
      const response = await read(ACCESS_API.explain(s.fx.main.id, id));
      expect(response.statusCode).toBe(200);
      const access = EffectiveAccessSchema.parse(response.json());
      out.features.set(
        id,
        grantedKeys(access.features, (f) => f.id),
      );
      out.days.set(
        id,
        grantedKeys(access.days, (d) => d.dayAccessDate),
      );
      out.sessions.set(
        id,
        grantedKeys(access.sessions, (x) => x.segmentId),
      );
    }
    return out;
  };
  return { as, read, put, post, groups, group, grants };
}
