/**
 * What the log-in tests share: a user of their own (so one test's failures and clock touch no
 * other test's), an app whose log-in clock the test moves, and log-in attempts from a given
 * address, device cookie and X-Forwarded-For.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestContext } from 'node:test';
import { buildApp, type AppOptions } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { FIXTURE_USERS } from '../testing/fixture';
import { DEVICE_COOKIE } from './known-devices';

/** A new user with the fixture's password (its hash copied: no scrypt time). */
export async function freshUser(db: Db, name: string): Promise<string> {
  const [owner] = await db
    .select({ organizationId: users.organizationId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, FIXTURE_USERS.owner));
  if (!owner) throw new Error('the fixture has no owner');
  const email = `${name}@throttle.test`;
  await db.insert(users).values({ ...owner, email, firstName: 'Throttle', lastName: name });
  return email;
}

export interface ClockedApp {
  app: FastifyInstance;
  now: () => Date;
  advance: (ms: number) => void;
}

/** An app on the suite's database whose log-in clock starts now and moves only when told. */
export async function clockedApp(
  t: TestContext,
  db: Db,
  options: Omit<AppOptions, 'db' | 'now'> = {},
): Promise<ClockedApp> {
  let at = Date.now();
  const now = () => new Date(at);
  const app = await buildApp({ db, now, ...options });
  t.after(() => app.close());
  return { app, now, advance: (ms) => (at += ms) };
}

export interface AttemptFrom {
  /** The peer's address (the proxy's, when `forwardedFor` is set). */
  address: string;
  /** The browser's device cookie. */
  device?: string | undefined;
  forwardedFor?: string;
}

export function attempt(
  app: FastifyInstance,
  email: string,
  password: string,
  from: AttemptFrom,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from.address,
    headers: {
      ...(from.device ? { cookie: `${DEVICE_COOKIE}=${from.device}` } : {}),
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
  });
}

/** The device cookie a successful log-in set. */
export function deviceOf(response: LightMyRequestResponse): string {
  const device = response.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
  if (!device) throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  return device;
}
