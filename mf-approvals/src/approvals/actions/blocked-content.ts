/**
 * What the dialogs about §5-blocked requests say (pure, tested in a table). The title is the
 * spec's dialog of the one kind of block the selection holds, or a neutral count when it holds
 * both (blockedDialogTitle, decision 0043); the rest is console wording from APPROVAL_MESSAGES.
 * The blockers themselves, with their counts and links, are listed by BlockerList.
 */
import { formatNumber } from '@console/shared/ui';
import { localBlockContent } from './confirmation-content';
import {
  blockedDialogTitle,
  blockedTotal,
  blockKindsOf,
  blockKindsOfCounts,
  type ApprovalBlockedCounts,
  type ApprovalBlockerDetails,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

export interface BlockedContent {
  title: string;
  paragraphs: string[];
  /** The button approving the others; null when none is left to approve (only OK). */
  approveOthersLabel: string | null;
}

/**
 * `approvable`: the requests of the selection that can be approved. With none, the dialog
 * refuses (as §5 does for one request); with some, it offers to approve them.
 */
export function blockedContent(
  blocked: ApprovalBlockedCounts,
  blockers: ApprovalBlockerDetails,
  approvable: number,
): BlockedContent {
  const title = blockedDialogTitle(blockers, blocked, formatNumber);
  if (approvable === 0) {
    const named = blockKindsOf(blockers);
    const kinds = named.length > 0 ? named : blockKindsOfCounts(blocked);
    return {
      title,
      paragraphs: kinds.map((kind) => localBlockContent(kind).message),
      approveOthersLabel: null,
    };
  }
  const total = blockedTotal(blocked);
  return {
    title,
    paragraphs: [
      APPROVAL_MESSAGES.someCannotBeApproved(formatNumber(total), formatNumber(total + approvable)),
    ],
    approveOthersLabel: APPROVAL_MESSAGES.approveOthers(formatNumber(approvable)),
  };
}
