/** The §5 reason a row cannot be approved, as the table shows it (the spec's dialog titles). */
import { localBlockContent } from '../actions/confirmation-content';
import { type LocalApprovalBlock, APPROVAL_MESSAGES } from '@console/approvals-contract';

export const blockText = (block: LocalApprovalBlock): string => localBlockContent(block).title;

/** What a screen reader hears after the row's Approve button: "Cannot be approved: Ticket sales ended". */
export const blockDescription = (block: LocalApprovalBlock): string =>
  `${APPROVAL_MESSAGES.cannotBeApproved} ${blockText(block)}`;
