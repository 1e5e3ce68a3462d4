import { useCoupons } from './use-coupons';
import { useTicketTypes } from './use-ticket-types';
import {
  approvalRules,
  rowApprovalBlock,
  type ApprovalRequest,
  type LocalApprovalBlock,
} from '@console/approvals-contract';

export type ApprovalBlockOf = (row: ApprovalRequest) => LocalApprovalBlock | null;

/**
 * Why a row cannot be approved (§5: its ticket's sales ended, its coupon is used up), from the
 * ticket types and coupons the page loads; null for rows that can be, or cannot be approved anyway.
 */
export function useApprovalBlocks(): ApprovalBlockOf {
  const ticketTypes = useTicketTypes().data ?? [];
  const coupons = useCoupons().data ?? [];
  const now = new Date();
  return (row) =>
    approvalRules.canApprove(row) ? rowApprovalBlock(row, { ticketTypes, coupons }, now) : null;
}
