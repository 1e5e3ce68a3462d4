/**
 * The approvals endpoints (shell-approvals-analytics §7), one function per call. Paths come
 * from the contract's APPROVAL_API; answers are validated with the contract's schemas.
 */
import { JobListSchema, JobSchema, type Job } from '@console/shared/contract';
import { apiDownload, apiRequest, apiSend } from '@console/shared/react';
import {
  APPROVAL_API,
  ApprovalDetailResponseSchema,
  ApprovalDetailsResponseSchema,
  ApprovalListResponseSchema,
  ApprovalSettingsSchema,
  CouponListSchema,
  RegistrationCountsSummarySchema,
  RegistrationFlowListSchema,
  TicketTypeListSchema,
  type ApprovalDetailResponse,
  type ApprovalDetailsResponse,
  type ApprovalListResponse,
  type ApprovalSelection,
  type ApprovalSettings,
  type ApprovalStatus,
  type CouponList,
  type RegistrationCountsSummary,
  type RegistrationFlowList,
  type TicketType,
  APPROVAL_LIMITS,
} from '@console/approvals-contract';

/** The list filters as the page holds them (URL state), without paging. */
export interface ApprovalFilters {
  status: ApprovalStatus;
  query: string;
  flowIds: readonly number[];
  ticketTypeIds: readonly number[];
}

export interface ApprovalPageFilters extends ApprovalFilters {
  offset: number;
}

/** Query parameters of the list and the report: arrays repeat (`flowIds=1&flowIds=2`), empty ones are left out. */
function filterQuery(filters: ApprovalFilters) {
  return {
    status: filters.status,
    query: filters.query.trim() || undefined,
    flowIds: filters.flowIds.length > 0 ? filters.flowIds : undefined,
    ticketTypeIds: filters.ticketTypeIds.length > 0 ? filters.ticketTypeIds : undefined,
  };
}

export function fetchApprovals(
  eventId: number,
  filters: ApprovalPageFilters,
  signal?: AbortSignal,
): Promise<ApprovalListResponse> {
  return apiRequest(ApprovalListResponseSchema, APPROVAL_API.list(eventId), {
    query: { ...filterQuery(filters), limit: APPROVAL_LIMITS.pageSize, offset: filters.offset },
    signal,
  });
}

export function fetchApprovalSummary(
  eventId: number,
  signal?: AbortSignal,
): Promise<RegistrationCountsSummary> {
  return apiRequest(RegistrationCountsSummarySchema, APPROVAL_API.summary(eventId), { signal });
}

export function fetchApprovalSettings(
  eventId: number,
  signal?: AbortSignal,
): Promise<ApprovalSettings> {
  return apiRequest(ApprovalSettingsSchema, APPROVAL_API.settings(eventId), { signal });
}

export function fetchRegistrationFlows(
  eventId: number,
  signal?: AbortSignal,
): Promise<RegistrationFlowList> {
  return apiRequest(RegistrationFlowListSchema, APPROVAL_API.flows(eventId), { signal });
}

export async function fetchTicketTypes(
  eventId: number,
  signal?: AbortSignal,
): Promise<TicketType[]> {
  const list = await apiRequest(TicketTypeListSchema, APPROVAL_API.ticketTypes(eventId), {
    signal,
  });
  return list.ticketTypePublicListResponseList;
}

export function fetchCoupons(eventId: number, signal?: AbortSignal): Promise<CouponList> {
  return apiRequest(CouponListSchema, APPROVAL_API.coupons(eventId), { signal });
}

/** Only the jobs still QUEUED or RUNNING. */
export async function fetchActiveJobs(eventId: number, signal?: AbortSignal): Promise<Job[]> {
  const list = await apiRequest(JobListSchema, APPROVAL_API.jobs(eventId), {
    query: { active: true },
    signal,
  });
  return list.jobs;
}

export function fetchApprovalDetail(
  eventId: number,
  flowId: string,
  flowContextId: string,
  signal?: AbortSignal,
): Promise<ApprovalDetailResponse> {
  return apiRequest(
    ApprovalDetailResponseSchema,
    APPROVAL_API.detail(eventId, flowId, flowContextId),
    { signal },
  );
}

/** §4.2 step 2: which confirmation the selection needs. */
export function requestConfirmation(
  eventId: number,
  selection: ApprovalSelection,
): Promise<ApprovalDetailsResponse> {
  return apiRequest(ApprovalDetailsResponseSchema, APPROVAL_API.confirmation(eventId), {
    method: 'POST',
    body: selection,
  });
}

/** §4.2 step 4: queues the status update as a job (202). */
export function submitStatusUpdate(
  eventId: number,
  idempotencyKey: string,
  selection: ApprovalSelection,
): Promise<Job> {
  return apiRequest(JobSchema, APPROVAL_API.statusUpdates(eventId), {
    method: 'POST',
    body: { idempotencyKey, selection },
  });
}

export function resendConfirmation(
  eventId: number,
  flowContextIds: readonly string[],
): Promise<void> {
  return apiSend(APPROVAL_API.resendConfirmation(eventId), {
    method: 'POST',
    body: { flowContextIds },
  });
}

export function deleteRejected(eventId: number, flowContextId: string): Promise<void> {
  return apiSend(APPROVAL_API.deleteRejected(eventId, flowContextId), { method: 'DELETE' });
}

/** The approval list report of the current tab and filters, as a CSV blob. */
export async function downloadApprovalReport(
  eventId: number,
  filters: ApprovalFilters,
): Promise<Blob> {
  const { blob } = await apiDownload(APPROVAL_API.report(eventId), { query: filterQuery(filters) });
  return blob;
}
