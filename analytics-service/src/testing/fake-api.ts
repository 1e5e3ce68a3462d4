/**
 * Stands in for the API's dashboard-data endpoint: answers the fixture for a Bearer token,
 * records the tokens it was given, and can be told to fail or refuse.
 */
import {
  ANALYTICS_API,
  ANALYTICS_EXTRA_MESSAGES,
  type DashboardData,
} from '@console/analytics-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIXTURE_DASHBOARD } from './dashboard-fixture';

export type FakeApiMode = 'ok' | 'error' | 'refuse' | 'session-ended' | 'not-dashboard-data';

export interface FakeApi {
  url: string;
  receivedTokens: string[];
  mode: FakeApiMode;
  dashboard: DashboardData;
  close: () => Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const app: FastifyInstance = Fastify();
  const fake: FakeApi = {
    url: '',
    receivedTokens: [],
    mode: 'ok',
    dashboard: FIXTURE_DASHBOARD,
    close: () => app.close(),
  };
  app.get(`/api${ANALYTICS_API.embedDashboardData}`, async (request, reply) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'No token' });
    fake.receivedTokens.push(match[1]);
    switch (fake.mode) {
      case 'ok':
        return fake.dashboard;
      case 'refuse':
        return reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'Token refused' });
      case 'session-ended':
        return reply
          .code(401)
          .send({ code: 'UNAUTHENTICATED', message: ANALYTICS_EXTRA_MESSAGES.embedSessionEnded });
      case 'error':
        return reply.code(500).send({ code: 'INTERNAL', message: 'Boom' });
      case 'not-dashboard-data':
        return { panels: 'nope' };
    }
  });
  fake.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return fake;
}
