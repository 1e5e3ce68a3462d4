/**
 * A client of a HubSpot-style CRM: the stages of its deal pipelines
 * (`GET {baseUrl}/crm/v3/pipelines/deals`: each stage's label and whether it is won, open or lost)
 * and every deal (`GET {baseUrl}/crm/v3/objects/deals?limit&after`, page by page), with the bearer
 * token, each request with its own timeout, through the dispatcher that holds the address rule
 * (integrations/crm-dispatcher.ts). A 429 waits the answer's Retry-After (capped) and asks again,
 * up to a number of retries for the whole run (both calls); a redirect is not followed; any other
 * failure ends the run with a CrmError saying what went wrong. `sleep` is injected so tests need
 * not wait.
 */
import { fetch, type Dispatcher, type Response } from 'undici';
import { z } from 'zod';
import type { DealOutcome } from '@console/analytics-contract';
import { CrmAddressRefused } from '../integrations/crm-dispatcher';
import { clean } from './crm-text';

export const CRM_DEALS_PATH = '/crm/v3/objects/deals';
export const CRM_PIPELINES_PATH = '/crm/v3/pipelines/deals';

export type CrmErrorKind =
  | 'unauthorized'
  | 'rateLimited'
  | 'httpError'
  | 'unreachable'
  | 'badResponse'
  | 'redirected'
  | 'addressRefused';

export class CrmError extends Error {
  constructor(
    readonly kind: CrmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CrmError';
  }
}

const PropertySchema = z.string().nullable().optional();
export const CrmDealSchema = z.object({
  id: z.string().min(1),
  properties: z.object({
    dealname: PropertySchema,
    amount: PropertySchema,
    dealstage: PropertySchema,
    closedate: PropertySchema,
    createdate: PropertySchema,
    ticket_type: PropertySchema,
    event_id: PropertySchema,
    deal_currency_code: PropertySchema,
  }),
  createdAt: z.string().optional(),
});
export type CrmDeal = z.infer<typeof CrmDealSchema>;

const CrmPageSchema = z.object({
  results: z.array(CrmDealSchema),
  paging: z.object({ next: z.object({ after: z.string().min(1) }).optional() }).optional(),
});

/** HubSpot sends the stage metadata as strings: isClosed 'true', probability '1.0' (won) or '0.0'. */
const CrmPipelinesSchema = z.object({
  results: z.array(
    z.object({
      displayOrder: z.number().optional(),
      stages: z.array(
        z.object({
          id: z.string().min(1),
          label: z.string(),
          displayOrder: z.number().optional(),
          metadata: z
            .object({ isClosed: z.string().optional(), probability: z.string().optional() })
            .optional(),
        }),
      ),
    }),
  ),
});

/** A pipeline stage as the dashboard reads it: its label, outcome and place (pipelines in order). */
export interface CrmDealStage {
  stageId: string;
  label: string;
  outcome: DealOutcome;
  position: number;
}

export interface CrmClientOptions {
  baseUrl: string;
  apiToken: string;
  /** Connects to the CRM: the address rule's dispatcher. */
  dispatcher: Dispatcher;
  /** Deals per page (the API allows 1..100). */
  pageSize: number;
  requestTimeoutMs: number;
  /** The longest a single Retry-After is honoured. */
  maxRetryWaitMs: number;
  /** 429 retries allowed over the whole paging. */
  maxRateLimitRetries: number;
  /** A guard against a CRM whose cursors never end. */
  maxPages: number;
  sleep: (ms: number) => Promise<void>;
}

/** Retry-After in ms: delta-seconds or an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

function pageUrl(base: string, pageSize: number, after: string | undefined): string {
  const query = new URLSearchParams({ limit: String(pageSize), ...(after ? { after } : {}) });
  return `${base}${CRM_DEALS_PATH}?${query}`;
}

async function request(options: CrmClientOptions, url: string): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { authorization: `Bearer ${options.apiToken}`, accept: 'application/json' },
      // Not followed: a redirect could lead the token to an address the rule refuses.
      redirect: 'manual',
      dispatcher: options.dispatcher,
      signal: AbortSignal.timeout(options.requestTimeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.cause instanceof CrmAddressRefused)
      throw new CrmError('addressRefused', error.cause.message);
    const reason = error instanceof Error ? error.message : String(error);
    throw new CrmError('unreachable', `CRM request failed: ${reason}`);
  }
}

async function readPage(response: Response) {
  try {
    return CrmPageSchema.parse(await response.json());
  } catch {
    throw new CrmError('badResponse', 'The CRM answered something that is not a page of deals');
  }
}

/** A closed stage is won at probability 1, lost below; a stage that is not closed is open. */
function stageOutcome(metadata: { isClosed?: string; probability?: string } = {}): DealOutcome {
  if (metadata.isClosed !== 'true') return 'OPEN';
  return Number(metadata.probability) >= 1 ? 'WON' : 'LOST';
}

/** One CRM run: its calls share the 429 retries. */
export interface CrmReader {
  /** The deal pipelines' stages, pipelines in their order, each one's stages in theirs. */
  dealStages(): Promise<CrmDealStage[]>;
  /** Every page of deals, in order. */
  dealPages(): AsyncGenerator<CrmDeal[]>;
}

export function crmReader(options: CrmClientOptions): CrmReader {
  let retriesLeft = options.maxRateLimitRetries;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** The answer of a GET once it is neither a 429 nor a failure. */
  async function answer(url: string): Promise<Response> {
    for (;;) {
      const response = await request(options, url);
      if (response.status === 429) {
        await response.body?.cancel();
        if (retriesLeft === 0)
          throw new CrmError('rateLimited', 'The CRM kept answering 429 Too Many Requests', 429);
        retriesLeft -= 1;
        const wait = Math.min(
          options.maxRetryWaitMs,
          retryAfterMs(response.headers.get('retry-after')),
        );
        await options.sleep(wait);
        continue;
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new CrmError('redirected', `The CRM answered a redirect (HTTP ${response.status})`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        const kind =
          response.status === 401 || response.status === 403 ? 'unauthorized' : 'httpError';
        throw new CrmError(kind, `The CRM answered HTTP ${response.status}`, response.status);
      }
      return response;
    }
  }

  async function dealStages(): Promise<CrmDealStage[]> {
    const response = await answer(`${base}${CRM_PIPELINES_PATH}`);
    const body = CrmPipelinesSchema.safeParse(await response.json().catch(() => null));
    if (!body.success)
      throw new CrmError(
        'badResponse',
        'The CRM answered something that is not a list of pipelines',
      );
    const order = <T extends { displayOrder?: number }>(items: readonly T[]) =>
      [...items].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
    const stages = order(body.data.results).flatMap((pipeline) => order(pipeline.stages));
    return stages
      .flatMap((stage) => {
        const stageId = clean(stage.id);
        if (!stageId) return [];
        const label = clean(stage.label) ?? stageId;
        return [{ stageId, label, outcome: stageOutcome(stage.metadata) }];
      })
      .map((stage, position) => ({ ...stage, position }));
  }

  async function* dealPages(): AsyncGenerator<CrmDeal[]> {
    const cursors = new Set<string>();
    let after: string | undefined;
    for (let page = 0; page < options.maxPages; page += 1) {
      const body = await readPage(await answer(pageUrl(base, options.pageSize, after)));
      yield body.results;
      after = body.paging?.next?.after;
      if (after === undefined) return;
      if (cursors.has(after)) throw new CrmError('badResponse', 'The CRM repeated a paging cursor');
      cursors.add(after);
    }
    throw new CrmError('badResponse', `The CRM had more than ${options.maxPages} pages of deals`);
  }

  return { dealStages, dealPages };
}
