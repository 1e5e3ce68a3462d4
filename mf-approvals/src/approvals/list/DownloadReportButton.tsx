import { useCurrentEvent } from '@console/shared/react';
import { DownloadButton } from '@console/shared/ui/display';
import { downloadApprovalReport, type ApprovalFilters } from '../client/approvals-client';
import { APPROVAL_REPORT_FILE_NAME, APPROVAL_MESSAGES } from '@console/approvals-contract';

/** The approval list report of the current tab and filters, as approval-list.csv. */
export function DownloadReportButton({ filters }: { filters: ApprovalFilters }) {
  const { eventId } = useCurrentEvent();
  return (
    <DownloadButton
      download={() => downloadApprovalReport(eventId, filters)}
      fileName={APPROVAL_REPORT_FILE_NAME}
      failureMessage={APPROVAL_MESSAGES.approvalReportFailed}
    />
  );
}
