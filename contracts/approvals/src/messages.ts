/**
 * The approvals area's user-facing strings, quoted exactly from shell-approvals-analytics §8.
 * Strings with a placeholder are functions so the placeholder cannot be forgotten.
 */
export const APPROVAL_MESSAGES = {
  statusUpdateFailed: 'Status update failed',
  statusUpdatedShortly: 'Status will be updated shortly',
  confirmationResent: 'Confirmation email resent Successfully',
  somethingWentWrongBang: 'Something went wrong!',
  approvalReportFailed: 'Failed to download approval list report',
  noRegistrations: (status: string) => `No ${status} registrations`,
  insufficientTickets: 'Insufficient tickets available',
  ticketsSoldOut: 'Tickets sold out',
  approveAnyway: 'Approve anyway',
  ticketSalesEnded: 'Ticket sales ended',
  couponUsageLimitReached: 'Coupon usage limit reached',
  eventCapacityExceeded: 'Event capacity will be exceeded',
  approvalsProcessing: 'Your approvals are being processed',
  approvalsProcessingHint: '(may take a few minutes)',
  allRegistrationFlows: 'All registration flows',
} as const;
