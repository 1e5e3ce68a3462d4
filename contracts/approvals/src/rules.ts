/**
 * The approval rules both the API and the approvals remote apply (§4.1, §4.2, §5), as pure
 * functions so they cannot disagree.
 */
import type {
  ApprovalDisplayStatus,
  ApprovalStatus,
  ConfirmationPopupType,
  SkipValidationStep,
  TicketShortage,
} from './schemas';
import { SKIP_VALIDATION_STEPS } from './schemas';

/** What the server knows about a selection when it chooses the confirmation. */
export interface SelectionFacts {
  action: 'APPROVED' | 'REJECTED';
  ticketedCount: number;
  nonTicketedCount: number;
  paidCount: number;
  alreadyApprovedCount: number;
  attendeesBeingAdded: number;
  shortages: readonly TicketShortage[];
  capacity: number | null;
  totalActiveRegistrations: number;
  approveEmailEnabled: boolean;
  rejectEmailEnabled: boolean;
  skipValidationSteps: readonly SkipValidationStep[];
}

/** §4.2 step 2-3: the dialog the selection needs, checks first, then the kind of approval. */
export function chooseConfirmation(facts: SelectionFacts): ConfirmationPopupType {
  if (facts.action === 'REJECTED') {
    if (facts.alreadyApprovedCount > 0) return 'REJECT_ALREADY_APPROVED';
    return facts.rejectEmailEnabled ? 'REJECT' : 'REJECT_EMAIL_OFF';
  }
  const skip = new Set(facts.skipValidationSteps);
  if (facts.shortages.length > 0 && !skip.has('TICKET_SOLD_OUT')) return 'SOLD_OUT';
  if (
    facts.capacity !== null &&
    facts.totalActiveRegistrations + facts.attendeesBeingAdded > facts.capacity &&
    !skip.has('EVENT_CAPACITY')
  ) {
    return 'CAPACITY_EXCEEDED';
  }
  if (!facts.approveEmailEnabled) return 'APPROVE_EMAIL_OFF';
  const withTransaction = facts.paidCount > 0;
  if (facts.ticketedCount > 0 && facts.nonTicketedCount > 0) {
    return withTransaction ? 'APPROVE_COMBINATION_WITH_TRANSACTION' : 'APPROVE_COMBINATION';
  }
  if (facts.ticketedCount > 0)
    return withTransaction ? 'APPROVE_TICKETED_WITH_TRANSACTION' : 'APPROVE_TICKETED';
  return 'APPROVE_NON_TICKETED';
}

/**
 * §4.2 step 4: confirming sold out skips the sold-out check; confirming capacity exceeded
 * skips both. The steps accumulate across dialogs of one approval.
 */
export function skipStepsAfterConfirming(
  popup: ConfirmationPopupType,
  current: readonly SkipValidationStep[],
): SkipValidationStep[] {
  const steps = new Set(current);
  if (popup === 'SOLD_OUT') steps.add('TICKET_SOLD_OUT');
  if (popup === 'CAPACITY_EXCEEDED') {
    steps.add('TICKET_SOLD_OUT');
    steps.add('EVENT_CAPACITY');
  }
  return SKIP_VALIDATION_STEPS.filter((s) => steps.has(s));
}

/** §4.1 row rules. */
export interface ApprovalRowState {
  status: ApprovalStatus;
  isRegistrationCompleted: boolean;
  isTransactionInProgress: boolean;
}

export function displayStatus(row: ApprovalRowState): ApprovalDisplayStatus {
  if (row.isTransactionInProgress) return 'IN_PROGRESS';
  if (row.status === 'APPROVED' && row.isRegistrationCompleted) return 'REGISTRATION_COMPLETED';
  return row.status;
}

export const approvalRules = {
  isClickable: (row: ApprovalRowState) => !row.isTransactionInProgress,
  isSelectable: (row: ApprovalRowState) =>
    !row.isTransactionInProgress && !(row.status === 'APPROVED' && row.isRegistrationCompleted),
  canApprove: (row: ApprovalRowState) => !row.isTransactionInProgress && row.status === 'PENDING',
  canReject: (row: ApprovalRowState) =>
    !row.isTransactionInProgress &&
    (row.status === 'PENDING' || (row.status === 'APPROVED' && !row.isRegistrationCompleted)),
  canDelete: (row: ApprovalRowState, event: { isFlex: boolean }) =>
    !row.isTransactionInProgress && row.status === 'REJECTED' && event.isFlex,
};

/** §4.1 labels; one organization setting switches to the alternative wording. */
export function approvalLabels(alternative: boolean) {
  return {
    status: {
      PENDING: alternative ? 'Waitlisted' : 'Pending',
      APPROVED: 'Approved',
      REJECTED: alternative ? 'Denied' : 'Rejected',
      REGISTRATION_COMPLETED: 'Registration completed',
      IN_PROGRESS: 'In progress',
    } satisfies Record<ApprovalDisplayStatus, string>,
    approve: 'Approve',
    reject: alternative ? 'Deny' : 'Reject',
  };
}

/** §5: approving is blocked locally when sales ended or a coupon is used up. */
export type LocalApprovalBlock = 'TICKET_SALES_ENDED' | 'COUPON_USAGE_LIMIT_REACHED';

export function localApprovalBlock(
  selectedTickets: readonly { salesEndAt: string | null }[],
  selectedCoupons: readonly { availableQuantity: number | null }[],
  now: Date,
): LocalApprovalBlock | null {
  if (selectedTickets.some((t) => t.salesEndAt !== null && new Date(t.salesEndAt) < now)) {
    return 'TICKET_SALES_ENDED';
  }
  if (selectedCoupons.some((c) => c.availableQuantity === 0)) return 'COUPON_USAGE_LIMIT_REACHED';
  return null;
}
