/**
 * Query keys of every resource, from one factory, so that invalidation is predictable
 * across apps sharing one QueryClient. Add a resource here, never inline a key.
 */
export const queryKeys = {
  session: () => ['session'] as const,
  dashboardEvents: () => ['dashboard-events'] as const,
  event: (eventId: number) => ['event', eventId] as const,
  eventContext: (eventId: number) => ['event', eventId, 'context'] as const,
  audienceGroups: (eventId: number) => ['event', eventId, 'audience-groups'] as const,
  /** Registration approvals (mf-approvals): invalidate `all` after a status change. */
  approvals: {
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
  },
};

/** The filters that identify one page of the approvals list. */
export interface ApprovalListKeyFilters {
  status: string;
  query: string;
  flowIds: readonly number[];
  ticketTypeIds: readonly number[];
  offset: number;
}
