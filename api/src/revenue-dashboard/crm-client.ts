/**
 * A client of a HubSpot-style CRM's deals API: pages `GET {baseUrl}/crm/v3/objects/deals?limit&after`
 * with the bearer token, each request with its own timeout, through the dispatcher that holds
 * the address rule (integrations/crm-dispatcher.ts). A 429 waits the answer's Retry-After
 * (capped) and asks for the same page again, up to a number of retries for the whole run; a
 * redirect is not followed; any other failure ends the paging with a CrmError saying what went
 * wrong. `sleep` is injected so tests need not wait.
 */
import { fetch, type Dispatcher, type Response } from 'undici';
import { z } from 'zod';
import { CrmAddressRefused } from '../integrations/crm-dispatcher';

export const CRM_DEALS_PATH = '/crm/v3/objects/deals';

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

function pageUrl(baseUrl: string, pageSize: number, after: string | undefined): string {
  const query = new URLSearchParams({ limit: String(pageSize), ...(after ? { after } : {}) });
  return `${baseUrl.replace(/\/+$/, '')}${CRM_DEALS_PATH}?${query}`;
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

/** Every page of deals, in order. */
export async function* crmDealPages(options: CrmClientOptions): AsyncGenerator<CrmDeal[]> {
  let retriesLeft = options.maxRateLimitRetries;
  const cursors = new Set<string>();
  let after: string | undefined;
  for (let page = 0; page < options.maxPages;) {
    const response = await request(options, pageUrl(options.baseUrl, options.pageSize, after));
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
    const body = await readPage(response);
    yield body.results;
    page += 1;
    after = body.paging?.next?.after;
    if (after === undefined) return;
    if (cursors.has(after)) throw new CrmError('badResponse', 'The CRM repeated a paging cursor');
    cursors.add(after);
  }
  throw new CrmError('badResponse', `The CRM had more than ${options.maxPages} pages of deals`);
}
