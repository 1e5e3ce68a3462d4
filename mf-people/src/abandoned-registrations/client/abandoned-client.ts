/**
 * The abandoned-registration endpoints (spec people §7), one function per call. Paths come from
 * the contract's ABANDONED_API; answers are validated with the contract's schemas.
 */
import { apiDownload, apiRequest } from '@console/shared/react';
import {
  ABANDONED_API,
  AbandonedActionResultSchema,
  AbandonedDetailSchema,
  AbandonedFilterOptionsSchema,
  AbandonedListResponseSchema,
  AbandonedReminderPreviewSchema,
  type AbandonedAction,
  type AbandonedActionResult,
  type AbandonedDetail,
  type AbandonedFilterOptions,
  type AbandonedListFilters,
  type AbandonedListResponse,
  type AbandonedReminderPreview,
} from '@console/people-contract';

/** Query parameters of the list and the CSV: arrays repeat, empty ones are left out. */
function filterQuery(filters: AbandonedListFilters) {
  return {
    emailId: filters.emailId.trim() || undefined,
    flowIds: filters.flowIds.length > 0 ? filters.flowIds : undefined,
    ticketTypeIds: filters.ticketTypeIds.length > 0 ? filters.ticketTypeIds : undefined,
  };
}

export function fetchAbandoned(
  eventId: number,
  filters: AbandonedListFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<AbandonedListResponse> {
  return apiRequest(AbandonedListResponseSchema, ABANDONED_API.list(eventId), {
    query: { ...filterQuery(filters), pageNo },
    signal,
  });
}

export function fetchFilterOptions(
  eventId: number,
  signal?: AbortSignal,
): Promise<AbandonedFilterOptions> {
  return apiRequest(AbandonedFilterOptionsSchema, ABANDONED_API.filters(eventId), { signal });
}

export function fetchAbandonedDetail(
  eventId: number,
  flowId: string,
  flowContextId: string,
  signal?: AbortSignal,
): Promise<AbandonedDetail> {
  return apiRequest(AbandonedDetailSchema, ABANDONED_API.detail(eventId, flowId, flowContextId), {
    signal,
  });
}

export function deleteAbandoned(
  eventId: number,
  payload: AbandonedAction,
): Promise<AbandonedActionResult> {
  return apiRequest(AbandonedActionResultSchema, ABANDONED_API.deletions(eventId), {
    method: 'POST',
    body: payload,
  });
}

export function remindAbandoned(
  eventId: number,
  payload: AbandonedAction,
): Promise<AbandonedActionResult> {
  return apiRequest(AbandonedActionResultSchema, ABANDONED_API.reminders(eventId), {
    method: 'POST',
    body: payload,
  });
}

/** The reminder `payload` would be sent (a POST that only reads: a filter may be too big for a URL). */
export function previewReminder(
  eventId: number,
  payload: AbandonedAction,
  signal?: AbortSignal,
): Promise<AbandonedReminderPreview> {
  return apiRequest(AbandonedReminderPreviewSchema, ABANDONED_API.reminderPreview(eventId), {
    method: 'POST',
    body: payload,
    signal,
  });
}

/** The CSV of the filter, or of the selected rows only when `ids` are given. */
export async function downloadAbandonedCsv(
  eventId: number,
  filters: AbandonedListFilters,
  ids: readonly number[] | null,
): Promise<Blob> {
  const { blob } = await apiDownload(ABANDONED_API.csv(eventId), {
    query: ids ? { ids } : filterQuery(filters),
  });
  return blob;
}
