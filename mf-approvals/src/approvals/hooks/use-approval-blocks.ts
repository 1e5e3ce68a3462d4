import { useCoupons } from './use-coupons';
import { useTicketTypes } from './use-ticket-types';
import {
  approvalBlockerDetails,
  approvalRules,
  blockOfBlockers,
  type ApprovalBlockerDetails,
  type ApprovalRequest,
  type LocalApprovalBlock,
} from '@console/approvals-contract';

export interface ApprovalBlocks {
  /** Why a row cannot be approved, or null. */
  blockOf: (row: ApprovalRequest) => LocalApprovalBlock | null;
  /** The ticket types and coupons that block it, by name (none when it is not blocked). */
  blockersOf: (row: ApprovalRequest) => ApprovalBlockerDetails;
}

const NONE: ApprovalBlockerDetails = { ticketTypes: [], coupons: [] };

/**
 * Why a row cannot be approved (§5: its ticket's sales ended, its coupon is used up), from the
 * ticket types and coupons the page loads; nothing for rows that can be, or cannot be approved anyway.
 */
export function useApprovalBlocks(): ApprovalBlocks {
  const ticketTypes = useTicketTypes().data ?? [];
  const coupons = useCoupons().data ?? [];
  const now = new Date();
  const blockersOf = (row: ApprovalRequest): ApprovalBlockerDetails =>
    approvalRules.canApprove(row)
      ? approvalBlockerDetails([row], { ticketTypes, coupons }, now)
      : NONE;
  return { blockersOf, blockOf: (row) => blockOfBlockers(blockersOf(row)) };
}
