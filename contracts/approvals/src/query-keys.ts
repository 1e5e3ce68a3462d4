/**
 * Query keys of the approvals feature, from one factory, so invalidation by prefix is
 * predictable: invalidate `all` after a status change. Never inline a key.
 */
export interface ApprovalListKeyFilters {
  status: string;
  query: string;
  flowIds: readonly number[];
  ticketTypeIds: readonly number[];
  offset: number;
}

export const approvalKeys = {
  all: (eventId: number) => ['event', eventId, 'approvals'] as const,
  lists: (eventId: number) => ['event', eventId, 'approvals', 'list'] as const,
  list: (eventId: number, filters: ApprovalListKeyFilters) =>
    ['event', eventId, 'approvals', 'list', filters] as const,
  summary: (eventId: number) => ['event', eventId, 'approvals', 'summary'] as const,
  settings: (eventId: number) => ['event', eventId, 'approvals', 'settings'] as const,
  detail: (eventId: number, flowId: number | string, flowContextId: string) =>
    ['event', eventId, 'approvals', 'detail', String(flowId), flowContextId] as const,
  jobs: (eventId: number) => ['event', eventId, 'approvals', 'jobs'] as const,
  flows: (eventId: number) => ['event', eventId, 'registration-flows'] as const,
  ticketTypes: (eventId: number) => ['event', eventId, 'ticket-types'] as const,
  coupons: (eventId: number) => ['event', eventId, 'coupons'] as const,
};
