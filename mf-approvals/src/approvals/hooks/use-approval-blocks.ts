import { useCoupons } from './use-coupons';
import { useTicketTypes } from './use-ticket-types';
import {
  approvalBlockers,
  approvalRules,
  blockOfBlockers,
  type ApprovalBlockers,
  type ApprovalRequest,
  type Coupon,
  type LocalApprovalBlock,
  type TicketType,
} from '@console/approvals-contract';

/** What blocks approving (§5), with the ticket names and coupon codes the page shows. */
export type OfferBlockers = ApprovalBlockers<TicketType, Coupon>;

export interface ApprovalBlocks {
  /** Why a row cannot be approved, or null. */
  blockOf: (row: ApprovalRequest) => LocalApprovalBlock | null;
  /** The ticket types and coupons that block it (none when it is not blocked). */
  blockersOf: (row: ApprovalRequest) => OfferBlockers;
}

const NONE: OfferBlockers = { ticketTypes: [], coupons: [] };

/**
 * Why a row cannot be approved (§5: its ticket's sales ended, its coupon is used up), from the
 * ticket types and coupons the page loads; nothing for rows that can be, or cannot be approved anyway.
 */
export function useApprovalBlocks(): ApprovalBlocks {
  const ticketTypes = useTicketTypes().data ?? [];
  const coupons = useCoupons().data ?? [];
  const now = new Date();
  const blockersOf = (row: ApprovalRequest): OfferBlockers =>
    approvalRules.canApprove(row) ? approvalBlockers([row], { ticketTypes, coupons }, now) : NONE;
  return { blockersOf, blockOf: (row) => blockOfBlockers(blockersOf(row)) };
}
