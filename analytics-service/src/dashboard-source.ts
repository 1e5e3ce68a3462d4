/**
 * The dashboard's data, read from the API with the same embed token: the API verifies it again
 * and answers only for the token's event, dashboard, filters and booths.
 */
import {
  ANALYTICS_API,
  DashboardDataSchema,
  type DashboardData,
} from '@console/analytics-contract';

export type DashboardResult =
  | { status: 'ok'; data: DashboardData }
  /** The API refused the token (expired in between, or signed with another secret). */
  | { status: 'refused' }
  | { status: 'failed'; reason: string };

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
  if (response.status === 401) return { status: 'refused' };
  if (!response.ok) return { status: 'failed', reason: `API answered ${response.status}` };
  const parsed = DashboardDataSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return { status: 'failed', reason: 'API answer is not dashboard data' };
  return { status: 'ok', data: parsed.data };
}
