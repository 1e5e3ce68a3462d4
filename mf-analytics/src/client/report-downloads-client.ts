/**
 * The report download endpoints (spec §7 Reports), one function per call. Paths come from the
 * contract's ANALYTICS_API; answers are validated with the contract's schemas.
 */
import { apiDownload, apiRequest } from '@console/shared/react';
import {
  ANALYTICS_API,
  LeaderboardPageSchema,
  ReportDownloadListSchema,
  type LeaderboardPage,
  type ReportDownloadList,
} from '@console/analytics-contract';

export function fetchReportDownloads(
  eventId: number,
  signal?: AbortSignal,
): Promise<ReportDownloadList> {
  return apiRequest(ReportDownloadListSchema, ANALYTICS_API.reportDownloads(eventId), { signal });
}

/** One catalogue report of the event, as a CSV blob. */
export async function downloadReport(eventId: number, reportType: string): Promise<Blob> {
  const { blob } = await apiDownload(ANALYTICS_API.reportDownload(eventId, reportType));
  return blob;
}

/** A custom report of the organization, by its name, as a CSV blob. */
export async function downloadCustomReport(
  eventId: number,
  organizationId: number,
  name: string,
): Promise<Blob> {
  const { blob } = await apiDownload(ANALYTICS_API.customReport(eventId, organizationId, name));
  return blob;
}

/** One page of the leaderboard, by rank. */
export function fetchLeaderboard(
  eventId: number,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  return apiRequest(LeaderboardPageSchema, ANALYTICS_API.leaderboard(eventId), {
    query: page,
    signal,
  });
}

/** The whole leaderboard as a CSV blob. */
export async function downloadLeaderboardCsv(eventId: number): Promise<Blob> {
  const { blob } = await apiDownload(ANALYTICS_API.leaderboardCsv(eventId));
  return blob;
}
