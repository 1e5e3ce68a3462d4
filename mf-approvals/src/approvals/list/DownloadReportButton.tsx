import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { saveBlob, useCurrentEvent, useNotifier } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { downloadApprovalReport, type ApprovalFilters } from '../client/approvals-client';
import { APPROVAL_REPORT_FILE_NAME, APPROVAL_MESSAGES } from '@console/approvals-contract';

/** The approval list report of the current tab and filters, as approval-list.csv. */
export function DownloadReportButton({ filters }: { filters: ApprovalFilters }) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const download = useMutation({
    mutationFn: () => downloadApprovalReport(eventId, filters),
    onSuccess: (blob) => saveBlob(blob, APPROVAL_REPORT_FILE_NAME),
    onError: () =>
      notify(APPROVAL_MESSAGES.approvalReportFailed, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
  return (
    <Button isDisabled={download.isPending} onPress={() => download.mutate()}>
      {download.isPending ? 'Downloading…' : 'Download CSV'}
    </Button>
  );
}
