/** Test helpers for the ticketing suites: the ticketing endpoints called as one logged-in user. */
import type { FastifyInstance } from 'fastify';
import { sessionHeaders, type TestSession } from '../testing/http';

/** `suite.app` is read at each call: a suite's app exists once its database is open. */
export function ticketingCalls(
  suite: { readonly app: FastifyInstance },
  session: () => TestSession,
) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    suite.app.inject({
      method,
      url: `/api${url}`,
      headers: sessionHeaders(session(), method !== 'GET'),
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
  };
}

export const DAY = 86_400_000;
/** An instant `days` from now, as the wire writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
