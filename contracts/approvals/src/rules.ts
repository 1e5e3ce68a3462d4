/**
 * The approval rules both the API and the approvals remote apply (§4.1, §4.2, §5), as pure
 * functions so they cannot disagree.
 */
import type {
  ApprovalBlockedCounts,
  ApprovalBlockerDetails,
  ApprovalDisplayStatus,
  ApprovalStatus,
  ConfirmationPopupType,
  SkipValidationStep,
  TicketShortage,
} from './schemas';
import { SKIP_VALIDATION_STEPS } from './schemas';
import { APPROVAL_MESSAGES } from './messages';

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
export const LOCAL_APPROVAL_BLOCKS = ['TICKET_SALES_ENDED', 'COUPON_USAGE_LIMIT_REACHED'] as const;
export type LocalApprovalBlock = (typeof LOCAL_APPROVAL_BLOCKS)[number];

/** §5's two tests: a ticket type whose sales ended before `now`, a coupon with no use left. */
export const ticketSalesEnded = (ticket: { salesEndAt: string | null }, now: Date): boolean =>
  ticket.salesEndAt !== null && new Date(ticket.salesEndAt) < now;
export const couponUsedUp = (coupon: { availableQuantity: number | null }): boolean =>
  coupon.availableQuantity === 0;

export function localApprovalBlock(
  selectedTickets: readonly { salesEndAt: string | null }[],
  selectedCoupons: readonly { availableQuantity: number | null }[],
  now: Date,
): LocalApprovalBlock | null {
  if (selectedTickets.some((t) => ticketSalesEnded(t, now))) return 'TICKET_SALES_ENDED';
  if (selectedCoupons.some(couponUsedUp)) return 'COUPON_USAGE_LIMIT_REACHED';
  return null;
}

/** A ticket type and a coupon as the §5 check reads them. */
export interface BlockTicketType {
  ticketTypeId: number;
  salesEndAt: string | null;
}
export interface BlockCoupon {
  couponId: number;
  availableQuantity: number | null;
}

/** The event's ticket types and coupons as the §5 check reads them. */
export interface ApprovalBlockCatalog<
  T extends BlockTicketType = BlockTicketType,
  C extends BlockCoupon = BlockCoupon,
> {
  ticketTypes: readonly T[];
  coupons: readonly C[];
}

/** What of a request the §5 check looks at: the ticket types and coupons it holds. */
export interface ApprovalBlockSubject {
  tickets: readonly { ticketTypeId: number }[];
  coupons: readonly { couponId: number }[];
}

/**
 * What blocks approving (§5), as the catalog gives it (with names and codes): the ticket types
 * whose sales ended (so with their end) and the coupons with no use left, each once, in the
 * catalog's order.
 */
export interface ApprovalBlockers<
  T extends BlockTicketType = BlockTicketType,
  C extends BlockCoupon = BlockCoupon,
> {
  ticketTypes: (T & { salesEndAt: string })[];
  coupons: C[];
}

/**
 * The event's closed offers: every ticket type whose sales ended and every used-up coupon. A
 * selection the server counts (select-all across pages) is blocked on exactly these.
 */
export function closedOffers<T extends BlockTicketType, C extends BlockCoupon>(
  catalog: ApprovalBlockCatalog<T, C>,
  now: Date,
): ApprovalBlockers<T, C> {
  return {
    ticketTypes: catalog.ticketTypes.filter((t): t is T & { salesEndAt: string } =>
      ticketSalesEnded(t, now),
    ),
    coupons: catalog.coupons.filter(couponUsedUp),
  };
}

/**
 * The closed offers some requests hold: what blocks approving them (one request: its row; several:
 * a selection). Tickets and coupons the catalog does not list never block.
 */
export function approvalBlockers<T extends BlockTicketType, C extends BlockCoupon>(
  rows: readonly ApprovalBlockSubject[],
  catalog: ApprovalBlockCatalog<T, C>,
  now: Date,
): ApprovalBlockers<T, C> {
  const ticketIds = new Set(rows.flatMap((row) => row.tickets.map((t) => t.ticketTypeId)));
  const couponIds = new Set(rows.flatMap((row) => row.coupons.map((c) => c.couponId)));
  const closed = closedOffers(catalog, now);
  return {
    ticketTypes: closed.ticketTypes.filter((t) => ticketIds.has(t.ticketTypeId)),
    coupons: closed.coupons.filter((c) => couponIds.has(c.couponId)),
  };
}

/** Blockers of any shape: the ticket types and coupons that block approving. */
export interface SomeBlockers {
  ticketTypes: readonly unknown[];
  coupons: readonly unknown[];
}

/** The reason blockers give, ticket sales first (as localApprovalBlock), or null when there are none. */
export function blockOfBlockers(blockers: SomeBlockers): LocalApprovalBlock | null {
  return blockKindsOf(blockers)[0] ?? null;
}

/** §5 for one request: why approving it is blocked, or null. Unknown tickets and coupons never block. */
export function rowApprovalBlock(
  row: ApprovalBlockSubject,
  catalog: ApprovalBlockCatalog,
  now: Date,
): LocalApprovalBlock | null {
  return blockOfBlockers(approvalBlockers([row], catalog, now));
}

/** The blocks of several requests, counted by reason (null: not blocked). */
export function countApprovalBlocks(
  blocks: readonly (LocalApprovalBlock | null)[],
): ApprovalBlockedCounts {
  return {
    ticketSalesEnded: blocks.filter((b) => b === 'TICKET_SALES_ENDED').length,
    couponUsageLimitReached: blocks.filter((b) => b === 'COUPON_USAGE_LIMIT_REACHED').length,
  };
}

export const blockedTotal = (counts: ApprovalBlockedCounts): number =>
  counts.ticketSalesEnded + counts.couponUsageLimitReached;

/**
 * Why the blocked requests of a selection cannot be approved, one phrase per reason with its
 * count, for the API's refusal and the console's dialog alike.
 */
export function blockedReasonPhrases(
  blocked: ApprovalBlockedCounts,
  formatCount: (count: number) => string = String,
): string[] {
  return [
    blocked.ticketSalesEnded > 0
      ? APPROVAL_MESSAGES.blockedBySalesEnd(formatCount(blocked.ticketSalesEnded))
      : null,
    blocked.couponUsageLimitReached > 0
      ? APPROVAL_MESSAGES.blockedByCouponLimit(formatCount(blocked.couponUsageLimitReached))
      : null,
  ].filter((phrase) => phrase !== null);
}

/** A ticket type and a coupon as the blocked-requests dialog names them (the approvals lists). */
export interface NamedBlockTicketType extends BlockTicketType {
  name: string;
}
export interface CountedBlockCoupon extends BlockCoupon {
  code: string;
  quantity: number | null;
  used: number;
}

/** Most held first, then by id: the order the API answers its blockers in too. */
const byRequests =
  <B extends { requests: number }>(id: (b: B) => number) =>
  (a: B, b: B) =>
    b.requests - a.requests || id(a) - id(b);

/**
 * The blockers of some requests with how many of them hold each (the API's
 * ApprovalBlockerDetails for a selection the page has loaded), most held first.
 */
export function approvalBlockerDetails(
  rows: readonly ApprovalBlockSubject[],
  catalog: ApprovalBlockCatalog<NamedBlockTicketType, CountedBlockCoupon>,
  now: Date,
): ApprovalBlockerDetails {
  const { ticketTypes, coupons } = approvalBlockers(rows, catalog, now);
  const holding = (holds: (row: ApprovalBlockSubject) => boolean) => rows.filter(holds).length;
  return {
    ticketTypes: ticketTypes
      .map((t) => ({
        ticketTypeId: t.ticketTypeId,
        name: t.name,
        salesEndAt: t.salesEndAt,
        requests: holding((row) => row.tickets.some((x) => x.ticketTypeId === t.ticketTypeId)),
      }))
      .sort(byRequests((t) => t.ticketTypeId)),
    coupons: coupons
      .map((c) => ({
        couponId: c.couponId,
        code: c.code,
        // Used up means limited: a coupon without a limit is never a blocker.
        quantity: c.quantity ?? c.used,
        used: c.used,
        requests: holding((row) => row.coupons.some((x) => x.couponId === c.couponId)),
      }))
      .sort(byRequests((c) => c.couponId)),
  };
}

/** The kinds of §5 block some blockers are, ticket sales first (as localApprovalBlock). */
export function blockKindsOf(blockers: SomeBlockers): LocalApprovalBlock[] {
  return [
    blockers.ticketTypes.length > 0 ? ('TICKET_SALES_ENDED' as const) : null,
    blockers.coupons.length > 0 ? ('COUPON_USAGE_LIMIT_REACHED' as const) : null,
  ].filter((kind) => kind !== null);
}

/** The kinds of §5 block some counted requests have, ticket sales first. */
export function blockKindsOfCounts(blocked: ApprovalBlockedCounts): LocalApprovalBlock[] {
  return [
    blocked.ticketSalesEnded > 0 ? ('TICKET_SALES_ENDED' as const) : null,
    blocked.couponUsageLimitReached > 0 ? ('COUPON_USAGE_LIMIT_REACHED' as const) : null,
  ].filter((kind) => kind !== null);
}

const BLOCK_TITLES: Record<LocalApprovalBlock, string> = {
  TICKET_SALES_ENDED: APPROVAL_MESSAGES.ticketSalesEnded,
  COUPON_USAGE_LIMIT_REACHED: APPROVAL_MESSAGES.couponUsageLimitReached,
};

/**
 * The title of the dialog about a selection's blocked requests (decision 0043): the spec's
 * dialog of the one kind of block it holds ('Ticket sales ended', 'Coupon usage limit
 * reached'); when it holds both kinds, "N requests cannot be approved", N the blocked requests.
 * The kinds come from the blockers (what must change), else from the counts.
 */
export function blockedDialogTitle(
  blockers: SomeBlockers,
  blocked: ApprovalBlockedCounts,
  formatCount: (count: number) => string = String,
): string {
  const named = blockKindsOf(blockers);
  const [only, other] = named.length > 0 ? named : blockKindsOfCounts(blocked);
  if (only && !other) return BLOCK_TITLES[only];
  const total = blockedTotal(blocked);
  return APPROVAL_MESSAGES.requestsCannotBeApproved(total, formatCount(total));
}

/**
 * What an approval does with the blocked requests of its selection (§5, console): none blocked →
 * the §4.2 flow; some → offer to approve the others; all → refuse. `approvable` is the rest.
 */
export type ApprovalBlockOutcome = 'NONE_BLOCKED' | 'SOME_BLOCKED' | 'ALL_BLOCKED';

export function approvalBlockOutcome(
  blocked: ApprovalBlockedCounts,
  approvable: number,
): ApprovalBlockOutcome {
  if (blockedTotal(blocked) === 0) return 'NONE_BLOCKED';
  return approvable > 0 ? 'SOME_BLOCKED' : 'ALL_BLOCKED';
}
