import { useCurrentEvent } from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { CustomReportsCard } from './CustomReportsCard';
import { groupReports } from './group-reports';
import { useReportDownloads } from './hooks/use-report-downloads';
import { LeaderboardCard } from './LeaderboardCard';
import { ReportGroupCard } from './ReportGroupCard';
import { REPORT_DOWNLOAD_WORDS } from './words';
import { ANALYTICS_EXTRA_MESSAGES } from '@console/analytics-contract';

/** The downloadable reports by group, then the custom reports. */
function ReportLists() {
  const list = useReportDownloads();
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return (
      <ErrorState
        title={REPORT_DOWNLOAD_WORDS.listLoadFailed}
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  const { reports, customReports } = list.data;
  return (
    <>
      {reports.length === 0 ? <EmptyState title={ANALYTICS_EXTRA_MESSAGES.noReports} /> : null}
      {groupReports(reports).map((group) => (
        <ReportGroupCard key={group.group} group={group} />
      ))}
      <CustomReportsCard customReports={customReports} reports={reports} />
    </>
  );
}

/**
 * analytics/reportDownloads (spec §2.10): CSV reports by type, the organization's custom
 * reports, and the leaderboard when the event has one.
 */
export function ReportDownloadsPage() {
  const event = useCurrentEvent();
  return (
    <Page>
      <PageHeader title={REPORT_DOWNLOAD_WORDS.title} />
      <ReportLists />
      {event.enableLeaderboard ? <LeaderboardCard /> : null}
    </Page>
  );
}
