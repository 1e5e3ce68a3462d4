import { useCallback } from 'react';
import { useCurrentEvent, useRouteBuilder, useUrlSearchUpdate } from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  Link,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { Pagination, SearchBox } from '@console/shared/ui/list-controls';
import { SCHEDULE_LIMITS } from '@console/event-setup-contract';
import { useDaySessions, useScheduleDays } from '../hooks/use-schedule';
import { useScheduleReadOnly } from '../hooks/use-schedule-read-only';
import styles from '../Schedule.module.css';
import { SCHEDULE_WORDS as WORDS } from '../words';
import { dayLabel, DayTabs } from './DayTabs';
import { sessionColumns } from './session-columns';
import {
  offsetOf,
  readUrlState,
  shownDay,
  writeUrlState,
  type ScheduleUrlState,
} from './url-state';

/**
 * venue-setup/schedule: the event's sessions day by day in its time zone (the day, search and
 * page in the URL), a page of a day's sessions at a time from the server in a table that renders
 * only the rows in view, so a day of 2,000 sessions stays fast.
 */
export function SchedulePage() {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const readOnly = useScheduleReadOnly();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params);
  const days = useScheduleDays();
  const day = shownDay(days.data?.days ?? [], url.day);
  const search = url.search.trim();
  const sessions = useDaySessions(day ? { day, query: search, offset: offsetOf(url.page) } : null);
  const update = useCallback(
    (patch: Partial<ScheduleUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const onSearchChange = useCallback((q: string) => update({ search: q, page: 1 }), [update]);
  const addHref = routes.to('venue.addSession', {}, { day: day || undefined });

  const header = (
    <PageHeader
      title={WORDS.scheduleTitle}
      actions={
        readOnly ? null : (
          <Link variant="primaryButton" href={addHref}>
            {WORDS.addSession}
          </Link>
        )
      }
    />
  );
  if (!days.isSuccess)
    return (
      <Page>
        {header}
        {days.isError ? (
          <ErrorState
            title={WORDS.scheduleLoadFailed}
            message={errorText(days.error)}
            onRetry={() => void days.refetch()}
          />
        ) : (
          <LoadingState label={WORDS.loadingSchedule} />
        )}
      </Page>
    );

  const total = sessions.data?.total ?? 0;
  const columns = sessionColumns({
    timeZone: event.tz,
    sessionHref: (session) => routes.to('venue.session', { segmentId: session.segmentId }),
  });
  return (
    <Page>
      {header}
      <div className={styles.filters}>
        <SearchBox label={WORDS.searchSessions} value={url.search} onChange={onSearchChange} />
      </div>
      <DayTabs
        days={days.data.days}
        selected={day}
        onSelect={(next) => update({ day: next, page: 1 })}
      >
        <DataTable
          aria-label={WORDS.sessionsOfDay(dayLabel(day))}
          columns={columns}
          rows={sessions.data?.items ?? []}
          getRowId={(session) => session.segmentId}
          virtualized
          isLoading={sessions.isPending}
          loadingLabel={WORDS.loadingSessions}
          isRefreshing={sessions.isPlaceholderData}
          errorState={
            sessions.isError ? (
              <ErrorState
                title={WORDS.sessionsLoadFailed}
                message={errorText(sessions.error)}
                onRetry={() => void sessions.refetch()}
              />
            ) : undefined
          }
          emptyState={
            search !== '' ? (
              <EmptyState
                title={WORDS.noSessionsFound(search)}
                description={WORDS.noSessionsFoundHint}
              />
            ) : (
              <EmptyState
                title={WORDS.noSessions}
                description={readOnly ? undefined : WORDS.noSessionsHint}
                action={
                  readOnly ? undefined : (
                    <Link variant="secondaryButton" href={addHref}>
                      {WORDS.addSession}
                    </Link>
                  )
                }
              />
            )
          }
        />
        {total > 0 && !sessions.isError ? (
          <Pagination
            page={url.page}
            pageSize={SCHEDULE_LIMITS.pageSize}
            total={total}
            onPageChange={(page) => update({ page })}
          />
        ) : null}
      </DayTabs>
    </Page>
  );
}
