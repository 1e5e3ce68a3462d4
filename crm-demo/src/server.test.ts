import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  DEAL_STAGES,
  DEAL_TICKET_TYPES,
  DEMO_PIPELINE,
  generateDemoDeals,
  type CrmDeal,
  type CrmPipeline,
} from './deals';
import { createCrmDemoServer, DEALS_PATH, PIPELINES_PATH } from './server';

const TOKEN = 'test-token';
const auth = { authorization: `Bearer ${TOKEN}` };

interface Page {
  results: CrmDeal[];
  paging?: { next: { after: string } };
}

async function pageThrough(app: FastifyInstance, limit: number): Promise<CrmDeal[]> {
  const seen: CrmDeal[] = [];
  let after: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(after ? { after } : {}) });
    const response = await app.inject({ url: `${DEALS_PATH}?${query}`, headers: auth });
    assert.equal(response.statusCode, 200);
    const page = response.json<Page>();
    assert.ok(page.results.length <= limit);
    seen.push(...page.results);
    after = page.paging?.next.after;
  } while (after);
  return seen;
}

describe('demo CRM deals API', () => {
  const deals = generateDemoDeals(new Date('2026-11-22T10:00:00Z'));
  const app = createCrmDemoServer({ token: TOKEN, deals, ratePerSecond: 1000 });
  before(() => app.ready());
  after(() => app.close());

  it('makes the same demo deals every time: 20-60 per event 1..60, known stages and ticket types', () => {
    assert.deepEqual(generateDemoDeals(new Date('2026-11-22T10:00:00Z')), deals);
    for (let eventId = 1; eventId <= 60; eventId += 1) {
      const count = deals.filter((d) => d.properties.event_id === String(eventId)).length;
      assert.ok(count >= 20 && count <= 60, `event ${eventId} has ${count} deals`);
    }
    for (const deal of deals) {
      assert.ok(DEAL_STAGES.includes(deal.properties.dealstage));
      assert.ok(DEAL_TICKET_TYPES.includes(deal.properties.ticket_type));
      assert.match(deal.properties.amount, /^\d+\.\d{2}$/);
      assert.equal(
        deal.properties.closedate === null,
        !deal.properties.dealstage.startsWith('closed'),
      );
    }
    assert.equal(new Set(deals.map((d) => d.properties.dealstage)).size, DEAL_STAGES.length);
  });

  it('pages through every deal exactly once, 10 a page by default and up to 100', async () => {
    for (const limit of [100, 37]) {
      const seen = await pageThrough(app, limit);
      assert.equal(seen.length, deals.length);
      assert.equal(new Set(seen.map((d) => d.id)).size, deals.length);
    }
    const first = await app.inject({ url: DEALS_PATH, headers: auth });
    assert.equal(first.json<Page>().results.length, 10);
    assert.equal(first.json<Page>().paging?.next.after, '10');
  });

  it('refuses a limit out of 1..100 or a bad cursor with a 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'after=abc', 'after=-1']) {
      const response = await app.inject({ url: `${DEALS_PATH}?${query}`, headers: auth });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json<{ category: string }>().category, 'VALIDATION_ERROR');
    }
  });

  it('answers 401 with a HubSpot error body to a missing or wrong token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: TOKEN }]) {
      const response = await app.inject({ url: DEALS_PATH, headers });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(
        { ...response.json<Record<string, string>>(), correlationId: 'x' },
        {
          status: 'error',
          category: 'INVALID_AUTHENTICATION',
          correlationId: 'x',
          message:
            'Authentication credentials not found. This API supports OAuth 2.0 authentication and private app access tokens.',
        },
      );
    }
  });

  it('answers the deal pipeline: every stage the deals use, with its label, in order, won and lost told by their metadata', async () => {
    const response = await app.inject({ url: PIPELINES_PATH, headers: auth });
    assert.equal(response.statusCode, 200);
    const [pipeline, ...others] = response.json<{ results: CrmPipeline[] }>().results;
    assert.deepEqual(others, []);
    assert.deepEqual(pipeline, DEMO_PIPELINE);
    const stages = pipeline?.stages ?? [];
    assert.deepEqual(
      stages.map((stage) => stage.id),
      [...DEAL_STAGES],
    );
    assert.deepEqual(
      stages.map((stage) => stage.displayOrder),
      DEAL_STAGES.map((_, index) => index),
    );
    const outcome = (id: string) => {
      const stage = stages.find((s) => s.id === id);
      return stage && `${stage.label}: ${stage.metadata.isClosed}/${stage.metadata.probability}`;
    };
    assert.equal(outcome('appointmentscheduled'), 'Appointment Scheduled: false/0.2');
    assert.equal(outcome('closedwon'), 'Closed Won: true/1.0');
    assert.equal(outcome('closedlost'), 'Closed Lost: true/0.0');
    for (const deal of deals)
      assert.ok(stages.some((stage) => stage.id === deal.properties.dealstage));
    assert.equal((await app.inject({ url: PIPELINES_PATH })).statusCode, 401);
  });

  it('answers /health without a token', async () => {
    assert.deepEqual((await app.inject({ url: '/health' })).json(), { status: 'ok' });
  });
});

describe('demo CRM rate limit', () => {
  let clock = 5_000_400;
  const app = createCrmDemoServer({ token: TOKEN, ratePerSecond: 2, now: () => clock });
  before(() => app.ready());
  after(() => app.close());

  it('answers 429 with Retry-After past the per-second budget, and serves again the next second', async () => {
    const call = () => app.inject({ url: DEALS_PATH, headers: auth });
    assert.equal((await call()).statusCode, 200);
    assert.equal((await call()).statusCode, 200);
    const limited = await call();
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['retry-after'], '1');
    assert.deepEqual(
      { ...limited.json<Record<string, string>>(), correlationId: 'x' },
      {
        status: 'error',
        message: 'You have reached your secondly limit.',
        category: 'RATE_LIMITS',
        errorType: 'RATE_LIMIT',
        policyName: 'SECONDLY',
        correlationId: 'x',
      },
    );
    // A wrong token is refused before it can spend the budget.
    assert.equal(
      (await app.inject({ url: DEALS_PATH, headers: { authorization: 'Bearer other' } }))
        .statusCode,
      401,
    );
    // The pipelines route spends the same budget.
    assert.equal((await app.inject({ url: PIPELINES_PATH, headers: auth })).statusCode, 429);
    clock += 600;
    assert.equal((await call()).statusCode, 200);
  });
});
