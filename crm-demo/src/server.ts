/**
 * The demo CRM: a Fastify server speaking a HubSpot-style deals API for the revenue dashboard's
 * sync. `GET /crm/v3/objects/deals?limit&after` with `Authorization: Bearer <token>` answers a
 * page of deals and, while more remain, `paging.next.after`; `GET /crm/v3/pipelines/deals` the
 * deal pipelines with their stages' labels. A wrong token is a 401, and past `ratePerSecond`
 * requests (of both routes) a token gets a 429 with `Retry-After`, both with HubSpot's error body.
 * Errors outside that route (unknown routes, malformed paths or bodies) are the console's
 * `{code, message}` answers.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerErrorAnswers, serverErrorOptions } from '../../scripts/http-errors.mjs';
import { DEMO_PIPELINE, generateDemoDeals, type CrmDeal, type CrmPipeline } from './deals';
import { createRateLimiter } from './rate-limit';
import { registerSecurityHeaders, SECURITY_HEADERS } from './security-headers';

export const DEALS_PATH = '/crm/v3/objects/deals';
export const PIPELINES_PATH = '/crm/v3/pipelines/deals';
export const DEFAULT_RATE_PER_SECOND = 10;
export const PAGE_LIMIT = { min: 1, max: 100, default: 10 } as const;

export interface CrmDemoOptions {
  /** The only bearer token accepted. */
  token: string;
  /** Requests per second and token before 429s; 10 by default. */
  ratePerSecond?: number;
  /** The deals served, in order; the demo deals by default. */
  deals?: readonly CrmDeal[];
  /** The deal pipelines served; HubSpot's default one by default. */
  pipelines?: readonly CrmPipeline[];
  /** The rate limiter's clock in ms (tests move it). */
  now?: () => number;
}

const PageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(PAGE_LIMIT.min)
    .max(PAGE_LIMIT.max)
    .default(PAGE_LIMIT.default),
  /** The cursor of the previous page's `paging.next.after`: the offset of the next deal. */
  after: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

function hubspotError(
  reply: FastifyReply,
  status: number,
  body: { message: string; category: string } & Record<string, string>,
) {
  return reply.code(status).send({ status: 'error', correlationId: randomUUID(), ...body });
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}

export function createCrmDemoServer({
  token,
  ratePerSecond = DEFAULT_RATE_PER_SECOND,
  deals = generateDemoDeals(),
  pipelines = [DEMO_PIPELINE],
  now = Date.now,
}: CrmDemoOptions): FastifyInstance {
  const securityHeaders = () => ({ ...SECURITY_HEADERS });
  const app = Fastify(serverErrorOptions(securityHeaders));
  registerSecurityHeaders(app);
  registerErrorAnswers(app, { securityHeaders });
  const limit = createRateLimiter(ratePerSecond, now);

  app.get('/health', async () => ({ status: 'ok' }));

  /** The token and the rate limit, as HubSpot checks every API call; a refusal is sent here. */
  function refused(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    const given = bearerToken(request.headers.authorization);
    if (given !== token)
      return hubspotError(reply, 401, {
        message:
          'Authentication credentials not found. This API supports OAuth 2.0 authentication and private app access tokens.',
        category: 'INVALID_AUTHENTICATION',
      });
    const decision = limit(given);
    if (decision.allowed) return null;
    void reply.header('Retry-After', String(decision.retryAfterSeconds));
    return hubspotError(reply, 429, {
      message: 'You have reached your secondly limit.',
      category: 'RATE_LIMITS',
      errorType: 'RATE_LIMIT',
      policyName: 'SECONDLY',
    });
  }

  app.get(
    PIPELINES_PATH,
    async (request, reply) => refused(request, reply) ?? { results: pipelines },
  );

  app.get(DEALS_PATH, async (request, reply) => {
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    const query = PageQuerySchema.safeParse(request.query);
    if (!query.success)
      return hubspotError(reply, 400, {
        message: `Invalid input: ${query.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        category: 'VALIDATION_ERROR',
      });
    const offset = Number(query.data.after ?? '0');
    const end = offset + query.data.limit;
    const results = deals.slice(offset, end);
    if (end >= deals.length) return { results };
    const after = String(end);
    return {
      results,
      paging: { next: { after, link: `${DEALS_PATH}?limit=${query.data.limit}&after=${after}` } },
    };
  });

  return app;
}
