/**
 * The activity log's endpoints (issue #46), one function per call, through the shell's API client.
 * Paths come from the contract's ACTIVITY_LOG_API; answers are validated with its schemas.
 */
import { apiDownload, apiRequest } from '@console/shared/react';
import {
  ACTIVITY_LOG_API,
  ACTIVITY_LOG_LIMITS,
  ActivityLogPageSchema,
  ActivityLogPeopleSchema,
  type ActivityLogFilters,
  type ActivityLogPage,
  type ActivityLogPeople,
} from '@console/activity-log-contract';

/** A page of the filter's entries, newest first. */
export function fetchLogPage(
  eventId: number,
  filters: ActivityLogFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ActivityLogPage> {
  return apiRequest(ActivityLogPageSchema, ACTIVITY_LOG_API.list(eventId), {
    query: { ...filters, offset, limit: ACTIVITY_LOG_LIMITS.pageSize },
    signal,
  });
}

/** The people of the person filter, by name. */
export function fetchLogPeople(eventId: number, signal?: AbortSignal): Promise<ActivityLogPeople> {
  return apiRequest(ActivityLogPeopleSchema, ACTIVITY_LOG_API.people(eventId), { signal });
}

/** The CSV of the filter's entries (all of them, newest first). */
export async function downloadLogCsv(eventId: number, filters: ActivityLogFilters): Promise<Blob> {
  const { blob } = await apiDownload(ACTIVITY_LOG_API.csv(eventId), { query: filters });
  return blob;
}
