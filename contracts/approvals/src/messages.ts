/**
 * The approvals area's user-facing strings, quoted exactly from shell-approvals-analytics §8,
 * then the console's own (marked "console:"). Strings with a placeholder are functions so the
 * placeholder cannot be forgotten.
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
  // console: strings the spec does not give (docs/decisions/0005-console-strings.md). Counts
  // arrive formatted (formatNumber), so the catalogue stays free of the UI kit.
  /** console: a request the §5 check blocks, before its reason in the table (for screen readers). */
  cannotBeApproved: 'Cannot be approved:',
  /** console: a bulk approval holding blocked requests: how many of the selection. */
  someCannotBeApproved: (blocked: string, selected: string) =>
    `${blocked} of the ${selected} selected requests cannot be approved:`,
  /** console: one line per reason under someCannotBeApproved. */
  blockedBySalesEnd: (count: string) => `${count} because the sales of their ticket ended`,
  blockedByCouponLimit: (count: string) => `${count} because their coupon has no uses left`,
  /** console: the button that approves the rest of the selection, which stays pending otherwise. */
  approveOthers: (count: string) => `Approve the other ${count}`,
  /** console: what blocks a request (§5), by name; the date arrives formatted in the event's zone. */
  ticketBlocker: (name: string, endedAt: string) => `Ticket ${name}: sales ended on ${endedAt}`,
  couponBlocker: (code: string, used: string, quantity: string) =>
    `Coupon ${code}: ${used} of ${quantity} uses`,
  /** console: after a blocker in a bulk approval, how many selected requests hold it. */
  requestsNeedIt: (count: number, formatted: string) =>
    count === 1 ? `${formatted} request needs it` : `${formatted} requests need it`,
  /**
   * console: the blocked-requests dialog's title when the selection holds both kinds of §5 block,
   * so neither of the spec's titles would be true of every request (decision 0043).
   */
  requestsCannotBeApproved: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'request' : 'requests'} cannot be approved`,
  /** console: the links to the registration pages that lift the block. */
  editTicket: 'Edit ticket',
  editCoupon: 'Edit coupon',
  /** console: to a user who may not edit tickets and coupons, who can lift the block. */
  whoCanLiftBlock: 'An organizer with ticketing permission can extend its sales or raise its uses.',
  /**
   * console: the header's capacity (§2.9 active/capacity) says what it counts: places of approved
   * and completed requests, ticket quantities included, not registrants (decision 0045).
   */
  capacity: 'Capacity',
  capacityCounts: 'places approved',
} as const;
