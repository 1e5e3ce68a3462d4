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
