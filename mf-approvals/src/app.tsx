import { defineRemoteApp } from '@console/shared/react';
import { ApprovalDetailPage, ApprovalsPage } from './approvals';

/** mf-approvals's pages, one per catalogue route whose app is mf-approvals. */
export default defineRemoteApp({
  'people.approvals': ApprovalsPage,
  'people.approvalDetail': ApprovalDetailPage,
});
