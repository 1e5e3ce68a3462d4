/** The approvals feature of mf-approvals: the list and the detail page (§2.9, §4.1-4.2, §5). */
export { ApprovalsPage } from './list/ApprovalsPage';
export { ApprovalDetailPage } from './detail/ApprovalDetailPage';
