/**
 * The dashboard's data, read from the API with the same embed token: the API verifies it again
 * and answers only for the token's event, dashboard, filters and booths.
 */
import {
  ANALYTICS_API,
  ANALYTICS_EXTRA_MESSAGES,
  DashboardDataSchema,
  type DashboardData,
} from '@console/analytics-contract';
import { ApiErrorSchema } from '@console/shared/contract';

export type DashboardResult =
  | { status: 'ok'; data: DashboardData }
  /**
   * The API refused the token (expired in between, signed with another secret, or the session
   * that asked for it has ended), with the notice to show.
   */
  | { status: 'refused'; message: string }
  | { status: 'failed'; reason: string };

/** The API's refusals the page repeats; any other 401 shows the invalid-link notice. */
const SHOWN_REFUSALS: ReadonlySet<string> = new Set([
  ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid,
  ANALYTICS_EXTRA_MESSAGES.embedSessionEnded,
]);

async function refusalOf(response: Response): Promise<DashboardResult> {
  const body = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
  const message =
    body.success && SHOWN_REFUSALS.has(body.data.message)
      ? body.data.message
      : ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid;
  return { status: 'refused', message };
}

const API_TIMEOUT_MS = 15_000;

export async function fetchDashboardData(apiUrl: string, token: string): Promise<DashboardResult> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api${ANALYTICS_API.embedDashboardData}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'failed', reason: `API unreachable: ${message}` };
  }
  if (response.status === 401) return refusalOf(response);
  if (!response.ok) return { status: 'failed', reason: `API answered ${response.status}` };
  const parsed = DashboardDataSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return { status: 'failed', reason: 'API answer is not dashboard data' };
  return { status: 'ok', data: parsed.data };
}
