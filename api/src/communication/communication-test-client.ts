/** Calls of the communication suites: log in once per fixture user, read and write under /api. */
import { expect } from 'expect';
import { asc, eq } from 'drizzle-orm';
import {
  COMMUNICATION_API,
  EventEmailListSchema,
  type EmailKind,
  type EventEmail,
} from '@console/event-setup-contract';
import { emailOutbox } from '../email/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import type { ApiSuite } from '../testing/suite';

export function communicationClient<T>(s: ApiSuite<T>) {
  const sessions = new Map<FixtureUser, TestSession>();
  const as = async (user: FixtureUser) => {
    const known = sessions.get(user);
    if (known) return known;
    const session = await login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
    sessions.set(user, session);
    return session;
  };
  const read = async (path: string, user: FixtureUser = 'owner') =>
    get(s.app, `/api${path}`, await as(user));
  const send = async (
    method: 'PATCH' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    user: FixtureUser = 'owner',
  ) =>
    s.app.inject({
      method,
      url: `/api${path}`,
      headers: sessionHeaders(await as(user), true),
      ...(payload === undefined ? {} : { payload }),
    });
  const emails = async (eventId: number): Promise<EventEmail[]> => {
    const response = await read(COMMUNICATION_API.emails(eventId));
    expect(response.statusCode).toBe(200);
    return EventEmailListSchema.parse(response.json()).emails;
  };
  const email = async (eventId: number, kind: EmailKind): Promise<EventEmail> => {
    const found = (await emails(eventId)).find((e) => e.kind === kind);
    if (!found) throw new Error(`no ${kind} email`);
    return found;
  };
  const edit = (eventId: number, kind: EmailKind, body: object) =>
    send('PATCH', COMMUNICATION_API.email(eventId, kind), body);
  /** The event's outbox, oldest first. */
  const outbox = (eventId: number) =>
    s.db
      .select({
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        body: emailOutbox.body,
        template: emailOutbox.template,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.eventId, eventId))
      .orderBy(asc(emailOutbox.id));
  return { as, read, send, emails, email, edit, outbox };
}
