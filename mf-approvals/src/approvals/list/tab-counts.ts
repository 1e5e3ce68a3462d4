/** §2.9: the count each status tab shows, from the registration counts summary. */
import type { ApprovalStatus, RegistrationCountsSummary } from '@console/approvals-contract';

/** The APPROVED tab lists completed registrations too, and so does its count. */
export function tabCounts(summary: RegistrationCountsSummary): Record<ApprovalStatus, number> {
  return {
    PENDING: summary.totalPendingRegistrations,
    APPROVED: summary.totalApprovedRegistrations,
    REJECTED: summary.totalRejectedRegistrations,
  };
}
