/**
 * What the dialogs about §5-blocked requests say (pure, tested in a table). The title is the
 * spec's dialog of the main reason; the rest is console wording from APPROVAL_MESSAGES.
 */
import { formatNumber } from '@console/shared/ui';
import { localBlockContent } from './confirmation-content';
import {
  blockedReasonPhrases,
  blockedTotal,
  primaryApprovalBlock,
  type ApprovalBlockedCounts,
  type LocalApprovalBlock,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

export interface BlockedContent {
  title: string;
  paragraphs: string[];
  /** One line per reason, with its count. */
  items: string[];
  /** The button approving the others; null when none is left to approve (only OK). */
  approveOthersLabel: string | null;
}

const reasonLines = (blocked: ApprovalBlockedCounts): string[] =>
  blockedReasonPhrases(blocked, formatNumber);

const reasonsOf = (blocked: ApprovalBlockedCounts): LocalApprovalBlock[] =>
  [
    blocked.ticketSalesEnded > 0 ? ('TICKET_SALES_ENDED' as const) : null,
    blocked.couponUsageLimitReached > 0 ? ('COUPON_USAGE_LIMIT_REACHED' as const) : null,
  ].filter((reason) => reason !== null);

/**
 * `approvable`: the requests of the selection that can be approved. With none, the dialog
 * refuses (as §5 does for one request); with some, it offers to approve them.
 */
export function blockedContent(blocked: ApprovalBlockedCounts, approvable: number): BlockedContent {
  const title = localBlockContent(primaryApprovalBlock(blocked) ?? 'TICKET_SALES_ENDED').title;
  if (approvable === 0) {
    return {
      title,
      paragraphs: reasonsOf(blocked).map((reason) => localBlockContent(reason).message),
      items: [],
      approveOthersLabel: null,
    };
  }
  const total = blockedTotal(blocked);
  return {
    title,
    paragraphs: [
      APPROVAL_MESSAGES.someCannotBeApproved(formatNumber(total), formatNumber(total + approvable)),
    ],
    items: reasonLines(blocked),
    approveOthersLabel: APPROVAL_MESSAGES.approveOthers(formatNumber(approvable)),
  };
}
