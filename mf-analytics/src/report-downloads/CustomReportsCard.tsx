import { useCurrentEvent } from '@console/shared/react';
import { EmptyState } from '@console/shared/ui';
import { Card, DownloadButton } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { downloadCustomReport } from '../client/report-downloads-client';
import { customReportFileName } from './file-names';
import { REPORT_DOWNLOAD_WORDS } from './words';
import {
  ANALYTICS_MESSAGES,
  type CustomReport,
  type ReportDownload,
} from '@console/analytics-contract';

interface CustomReportsCardProps {
  customReports: readonly CustomReport[];
  /** The catalogue reports, to name the report each custom one is based on. */
  reports: readonly ReportDownload[];
}

/** The organization's custom reports (spec §2.10: fetched by organization and name). */
export function CustomReportsCard({ customReports, reports }: CustomReportsCardProps) {
  const { eventId } = useCurrentEvent();
  const reportName = new Map(reports.map((r) => [r.reportType, r.name]));
  const columns: DataTableColumn<CustomReport>[] = [
    { id: 'name', header: 'Report', cell: (r) => r.name, isRowHeader: true, minWidth: '12rem' },
    {
      id: 'basedOn',
      header: 'Based on',
      cell: (r) => reportName.get(r.reportType) ?? r.reportType,
      minWidth: '12rem',
    },
    {
      id: 'download',
      header: 'Download',
      minWidth: '10rem',
      cell: (r) => (
        <DownloadButton
          download={() => downloadCustomReport(eventId, r.organizationId, r.name)}
          fileName={customReportFileName(r.name)}
          failureMessage={ANALYTICS_MESSAGES.reportDownloadFailed}
        />
      ),
    },
  ];
  return (
    <Card title={REPORT_DOWNLOAD_WORDS.customReports}>
      <DataTable
        aria-label={REPORT_DOWNLOAD_WORDS.customReports}
        columns={columns}
        rows={customReports}
        getRowId={(r) => `${r.organizationId}:${r.name}`}
        emptyState={
          <EmptyState
            title={REPORT_DOWNLOAD_WORDS.noCustomReports}
            description={REPORT_DOWNLOAD_WORDS.noCustomReportsHint}
          />
        }
      />
    </Card>
  );
}
