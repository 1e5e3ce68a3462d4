/** The approval endpoints, relative to /api, in one place for the API and its client. */
export const APPROVAL_API = {
  list: (eventId: number) => `/events/${eventId}/approvals`,
  summary: (eventId: number) => `/events/${eventId}/approvals/summary`,
  settings: (eventId: number) => `/events/${eventId}/approvals/settings`,
  confirmation: (eventId: number) => `/events/${eventId}/approvals/confirmation`,
  statusUpdates: (eventId: number) => `/events/${eventId}/approvals/status-updates`,
  jobs: (eventId: number) => `/events/${eventId}/approvals/jobs`,
  detail: (eventId: number, flowId: number | string, flowContextId: string) =>
    `/events/${eventId}/approvals/${flowId}/${encodeURIComponent(flowContextId)}`,
  resendConfirmation: (eventId: number) => `/events/${eventId}/approvals/resend-confirmation`,
  deleteRejected: (eventId: number, flowContextId: string) =>
    `/events/${eventId}/approvals/${encodeURIComponent(flowContextId)}`,
  report: (eventId: number) => `/events/${eventId}/approvals/report`,
  flows: (eventId: number) => `/events/${eventId}/registration-flows`,
  ticketTypes: (eventId: number) => `/events/${eventId}/ticket-types`,
  coupons: (eventId: number) => `/events/${eventId}/coupons`,
} as const;

/** §7: the approval list report is downloaded under this name. */
export const APPROVAL_REPORT_FILE_NAME = 'approval-list.csv';

/**
 * The query parameter with which approvals send the user to the page that lifts a block (a ticket
 * or coupon edit page, in mf-registration): the approvals address to come back to, tab, filters
 * and page included. The page that reads it follows only an address of the event's approvals.
 */
export const APPROVALS_RETURN_PARAM = 'from';

/** `href` with the approvals address the user is at, to come back to once the block is lifted. */
export function withApprovalsReturn(href: string, approvalsLocation: string): string {
  const params = new URLSearchParams({ [APPROVALS_RETURN_PARAM]: approvalsLocation });
  return `${href}${href.includes('?') ? '&' : '?'}${params.toString()}`;
}
