/**
 * What the analytics API tests share: an app with a known embed secret (so a test can sign its
 * own expired or foreign tokens), a fresh event with registrants, and hand-written facts.
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { EmbedUrlSchema } from '@console/analytics-contract';
import type { EventFormat, EventType } from '@console/shared/contract';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { booths, registrations } from '../db/schema';
import { freshEvent } from '../testing/fresh-event';
import type { Fixture, FixtureUser } from '../testing/fixture';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import type { AnalyticsConfig } from './config';
import { activityFacts } from './schema';

export const TEST_ANALYTICS: AnalyticsConfig = {
  embedSecret: 'analytics-test-secret-0123456789abcdef',
  serviceUrl: 'http://analytics.test:3006',
  consoleOrigin: 'http://console.test:3000',
};

export const analyticsApp = (db: Db): Promise<FastifyInstance> =>
  buildApp({ db, analytics: TEST_ANALYTICS });

export const loginAs = (app: FastifyInstance, user: FixtureUser): Promise<TestSession> =>
  login(app, FIXTURE_USERS[user], FIXTURE_PASSWORD);

export function postJson(app: FastifyInstance, url: string, session: TestSession, payload: object) {
  return app.inject({ method: 'POST', url, headers: sessionHeaders(session, true), payload });
}

/** The token of an embed URL answer, and its claims as signed. */
export function tokenOf(body: unknown): { token: string; claims: Record<string, unknown> } {
  const { url } = EmbedUrlSchema.parse(body);
  const token = url.slice(`${TEST_ANALYTICS.serviceUrl}/embed/`.length);
  return { token, claims: decodeJwt(token) };
}

export function dashboardData(app: FastifyInstance, token: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/analytics-embed/dashboard-data${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * A published event of the fixture's organization (the fixture users in their main-event roles),
 * with `registrants` completed registrations (the first `attended` of them attended) and booths
 * (the first owned by the booth user).
 */
export async function analyticsEvent(
  db: Db,
  fx: Fixture,
  options: {
    type?: EventType;
    eventFormat?: EventFormat;
    isFlex?: boolean;
    tz?: string;
    startDateTime?: Date;
    endDateTime?: Date;
    registrants?: number;
    attended?: number;
    boothNames?: string[];
  } = {},
) {
  const { event, flows } = await freshEvent(db, fx, {
    name: `Analytics ${Math.random().toString(36).slice(2, 8)}`,
    type: options.type ?? 'EVENT',
    eventFormat: options.eventFormat ?? 'VIRTUAL',
    isFlex: options.isFlex ?? false,
    tz: options.tz ?? 'UTC',
    startDateTime: options.startDateTime ?? new Date('2030-01-01T09:00:00Z'),
    endDateTime: options.endDateTime ?? new Date('2030-01-02T17:00:00Z'),
  });
  const count = options.registrants ?? 4;
  const attended = options.attended ?? count;
  const regs =
    count > 0
      ? await db
          .insert(registrations)
          .values(
            Array.from({ length: count }, (_, i) => ({
              eventId: event.id,
              flowId: flows.a.id,
              firstName: 'Person',
              lastName: String(i + 1),
              email: `p${i + 1}.${event.id}@analytics.test`,
              role: 'ATTENDEE' as const,
              status: 'REGISTERED' as const,
              isAttended: i < attended,
            })),
          )
          .returning({ id: registrations.id })
      : [];
  const boothRows =
    (options.boothNames ?? []).length > 0
      ? await db
          .insert(booths)
          .values(
            (options.boothNames ?? []).map((name, i) => ({
              eventId: event.id,
              name,
              ownerUserId: i === 0 ? fx.userId('booth') : null,
            })),
          )
          .returning()
      : [];
  return { event, registrationIds: regs.map((r) => r.id), booths: boothRows };
}

export interface TestFact {
  registrationId: number | null;
  kind: (typeof activityFacts.$inferInsert)['kind'];
  place?: string;
  at: string;
  quantity?: number;
}

export async function insertFacts(
  db: Db,
  eventId: number,
  facts: readonly TestFact[],
): Promise<void> {
  await db.insert(activityFacts).values(
    facts.map((f) => ({
      eventId,
      registrationId: f.registrationId,
      kind: f.kind,
      place: f.place ?? '',
      occurredAt: new Date(f.at),
      quantity: f.quantity ?? 1,
    })),
  );
}
