import { useCurrentEvent } from '@console/shared/react';
import { Card, DownloadButton } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { downloadReport } from '../client/report-downloads-client';
import { reportFileName } from './file-names';
import type { ReportGroup } from './group-reports';
import { ANALYTICS_MESSAGES, type ReportDownload } from '@console/analytics-contract';

/** One group of catalogue reports (Registrations, Attendance...): name, description, download. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { eventId } = useCurrentEvent();
  const columns: DataTableColumn<ReportDownload>[] = [
    { id: 'name', header: 'Report', cell: (r) => r.name, isRowHeader: true, minWidth: '12rem' },
    { id: 'description', header: 'Description', cell: (r) => r.description, minWidth: '16rem' },
    {
      id: 'download',
      header: 'Download',
      minWidth: '10rem',
      cell: (r) => (
        <DownloadButton
          download={() => downloadReport(eventId, r.reportType)}
          fileName={reportFileName(r.reportType)}
          failureMessage={ANALYTICS_MESSAGES.reportDownloadFailed}
        />
      ),
    },
  ];
  return (
    <Card title={group.group}>
      <DataTable
        aria-label={`${group.group} reports`}
        columns={columns}
        rows={group.reports}
        getRowId={(r) => r.reportType}
      />
    </Card>
  );
}
