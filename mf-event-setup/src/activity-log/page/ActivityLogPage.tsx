import { useCallback } from 'react';
import { useCurrentEvent, useUrlSearchUpdate } from '@console/shared/react';
import { Button, EmptyState, ErrorState, errorText, Page, PageHeader } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { DownloadButton } from '@console/shared/ui/display';
import { Pagination } from '@console/shared/ui/list-controls';
import {
  ACTIVITY_LOG_FILE_NAME,
  ACTIVITY_LOG_LIMITS,
  ACTIVITY_LOG_MESSAGES,
} from '@console/activity-log-contract';
import { downloadLogCsv } from '../client/activity-log-client';
import { useLogPage, useLogPeople } from '../hooks/use-activity-log';
import { useReadableAreas } from '../hooks/use-readable-areas';
import { useTargetHref } from '../hooks/use-target-href';
import styles from '../ActivityLog.module.css';
import { ACTIVITY_LOG_WORDS as WORDS } from '../words';
import { logColumns } from './log-columns';
import { LogFilters } from './LogFilters';
import {
  filterProblems,
  filtersOf,
  hasFilters,
  isTooDeep,
  NO_FILTERS,
  offsetOf,
  readUrlState,
  writeUrlState,
  type LogUrlState,
} from './url-state';

/**
 * event-setup/activity-log (issue #46): the event's entries newest first, 20 a page, filtered by
 * area, person, dates and a search, all in the URL; the CSV of the same filter. Each filter is
 * one index walk on the server, so the page stays fast at millions of entries; a search is
 * counted to 200 (ACTIVITY_LOG_LIMITS.searchCountCap), and past it the page says how to go
 * further.
 */
export function ActivityLogPage() {
  const event = useCurrentEvent();
  const areas = useReadableAreas();
  const targetHref = useTargetHref();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params, areas);
  const filters = filtersOf(url);
  const problems = filterProblems(filters);
  const tooDeep = isTooDeep(url.page);
  const log = useLogPage(problems || tooDeep ? null : { filters, offset: offsetOf(url.page) });
  const people = useLogPeople();
  const update = useCallback(
    (patch: Partial<LogUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const filter = useCallback(
    (patch: Partial<LogUrlState>) => update({ ...patch, page: 1 }),
    [update],
  );
  const clear = useCallback(() => update(NO_FILTERS), [update]);
  const filtered = hasFilters(url);
  const items = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  const atLeast = log.data?.totalIsAtLeast ?? false;

  const failure = tooDeep ? (
    <ErrorState
      title={WORDS.loadFailed}
      message={ACTIVITY_LOG_MESSAGES.offsetTooDeep}
      onRetry={() => update({ page: 1 })}
      retryLabel={WORDS.firstPage}
    />
  ) : problems?.other ? (
    <ErrorState title={WORDS.loadFailed} message={problems.other} />
  ) : log.isError ? (
    <ErrorState
      title={WORDS.loadFailed}
      message={errorText(log.error)}
      onRetry={() => void log.refetch()}
    />
  ) : undefined;

  return (
    <Page>
      <PageHeader
        title={WORDS.title}
        actions={
          <DownloadButton
            download={() => downloadLogCsv(event.eventId, filters)}
            fileName={ACTIVITY_LOG_FILE_NAME}
            failureMessage={ACTIVITY_LOG_MESSAGES.csvFailed}
            isDisabled={problems !== null}
          />
        }
      />
      <p className={styles.intro}>{WORDS.intro}</p>
      <LogFilters
        state={url}
        areas={areas}
        people={people.data}
        chosenName={
          items.find((entry) => entry.actor.userId === url.actorUserId)?.actor.name ?? null
        }
        timeZone={event.tz}
        problems={problems}
        onChange={filter}
        onClear={clear}
        canClear={filtered}
      />
      {log.isSuccess && !failure ? (
        <p className={styles.count} aria-live="polite">
          {WORDS.entries(total, atLeast)}
          {atLeast && filters.search ? ` ${WORDS.searchCapped}` : null}
        </p>
      ) : null}
      <DataTable
        aria-label={WORDS.tableLabel}
        columns={logColumns({ timeZone: event.tz, targetHref })}
        rows={failure ? [] : items}
        getRowId={(entry) => entry.id}
        isLoading={!failure && !problems && log.isPending}
        loadingLabel={WORDS.loading}
        isRefreshing={log.isPlaceholderData}
        errorState={failure}
        maxHeight="none"
        emptyState={
          filtered ? (
            <EmptyState
              title={WORDS.noMatch}
              description={WORDS.noMatchHint}
              action={
                <Button variant="secondary" onPress={clear}>
                  {WORDS.clearFilters}
                </Button>
              }
            />
          ) : (
            <EmptyState title={WORDS.noActivity} description={WORDS.noActivityHint} />
          )
        }
      />
      {total > 0 && !failure ? (
        <Pagination
          page={url.page}
          pageSize={ACTIVITY_LOG_LIMITS.pageSize}
          total={total}
          totalText={atLeast ? WORDS.totalAtLeast(total) : undefined}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
    </Page>
  );
}
