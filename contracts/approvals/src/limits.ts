/** The approvals area's constants (shell-approvals-analytics §9). */
export const APPROVAL_LIMITS = {
  pageSize: 20,
  ticketReservationHours: 72,
} as const;
