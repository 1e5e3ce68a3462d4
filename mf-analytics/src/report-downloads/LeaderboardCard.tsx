import { useCurrentEvent, useUrlSearchUpdate } from '@console/shared/react';
import { EmptyState, ErrorState, errorText, formatNumber } from '@console/shared/ui';
import { Badge, Card, DownloadButton } from '@console/shared/ui/display';
import { Pagination } from '@console/shared/ui/list-controls';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { downloadLeaderboardCsv } from '../client/report-downloads-client';
import { LEADERBOARD_CSV_FILE } from './file-names';
import { useLeaderboard } from './hooks/use-leaderboard';
import {
  LEADERBOARD_PAGE_SIZE,
  offsetOfPage,
  pageOfOffset,
  readLeaderboardOffset,
  writeLeaderboardOffset,
} from './leaderboard-url-state';
import styles from './ReportDownloads.module.css';
import { REPORT_DOWNLOAD_WORDS } from './words';
import { ANALYTICS_MESSAGES, type LeaderboardRow } from '@console/analytics-contract';

const columns: DataTableColumn<LeaderboardRow>[] = [
  {
    id: 'rank',
    header: 'Rank',
    minWidth: '5rem',
    cell: (r) => <span className={styles.number}>{formatNumber(r.rank)}</span>,
  },
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    minWidth: '14rem',
    cell: (r) => (
      <span className={styles.name}>
        {r.fullName}
        {r.currentUser ? <Badge tone="info">{REPORT_DOWNLOAD_WORDS.you}</Badge> : null}
      </span>
    ),
  },
  {
    id: 'points',
    header: 'Points',
    minWidth: '6rem',
    cell: (r) => <span className={styles.number}>{formatNumber(r.points)}</span>,
  },
];

/** The leaderboard by rank, 20 a page (the page's offset in the URL), and its CSV. */
export function LeaderboardCard() {
  const { eventId } = useCurrentEvent();
  const [params, updateParams] = useUrlSearchUpdate();
  const offset = readLeaderboardOffset(params);
  const board = useLeaderboard(offset);
  const total = board.data?.total ?? 0;
  return (
    <Card title={REPORT_DOWNLOAD_WORDS.leaderboard}>
      <div className={styles.cardActions}>
        <DownloadButton
          download={() => downloadLeaderboardCsv(eventId)}
          fileName={LEADERBOARD_CSV_FILE}
          failureMessage={ANALYTICS_MESSAGES.reportDownloadFailed}
          label={REPORT_DOWNLOAD_WORDS.downloadLeaderboard}
        />
      </div>
      <DataTable
        aria-label={REPORT_DOWNLOAD_WORDS.leaderboard}
        columns={columns}
        rows={board.data?.rows ?? []}
        getRowId={(r) => r.accountId}
        isLoading={board.isPending}
        isRefreshing={board.isPlaceholderData}
        emptyState={
          <EmptyState
            title={REPORT_DOWNLOAD_WORDS.noLeaderboardRows}
            description={REPORT_DOWNLOAD_WORDS.noLeaderboardRowsHint}
          />
        }
        errorState={
          board.isError ? (
            <ErrorState
              title={REPORT_DOWNLOAD_WORDS.leaderboardLoadFailed}
              message={errorText(board.error)}
              onRetry={() => void board.refetch()}
            />
          ) : undefined
        }
      />
      {total > 0 && !board.isError ? (
        <Pagination
          aria-label="Leaderboard pages"
          page={pageOfOffset(offset)}
          pageSize={LEADERBOARD_PAGE_SIZE}
          total={total}
          onPageChange={(page) =>
            updateParams((current) => writeLeaderboardOffset(current, offsetOfPage(page)))
          }
        />
      ) : null}
    </Card>
  );
}
