import { useCallback, type ReactNode } from 'react';
import { rolesForEventType } from '@console/shared/contract';
import { useCurrentEvent, useUrlSearchUpdate } from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  Page,
  PageHeader,
  type PageHeaderBack,
} from '@console/shared/ui';
import { Pagination } from '@console/shared/ui/list-controls';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { useAudienceCount } from '../hooks/use-audience-count';
import { useAudienceMembers } from '../hooks/use-audience-members';
import { audienceColumns } from './audience-columns';
import { AudienceFilters } from './AudienceFilters';
import { DownloadCsvButton } from './DownloadCsvButton';
import { emptyText } from './empty-state';
import { useExplainAccessHref } from './explain-access';
import styles from '../AudienceList.module.css';
import {
  filtersOf,
  offsetOf,
  readUrlState,
  writeUrlState,
  type AudienceUrlState,
} from './url-state';
import {
  COUNT_STATUS_TEXT,
  PEOPLE_LIMITS,
  type AudienceListScope,
  type AudienceMember,
} from '@console/people-contract';

export interface AudienceListViewProps {
  /** A group's members, or null for every registrant of the event. */
  scope: AudienceListScope;
  title: ReactNode;
  back?: PageHeaderBack;
  /** More header actions after Download CSV (Add to sessions on a group's list). */
  actions?: ReactNode;
  /** Columns after the list's own (the Attendees' Edit action). */
  extraColumns?: readonly DataTableColumn<AudienceMember>[];
  /** What the list's count counts, e.g. "5,340 registrants" (decision 0045). */
  countText: (total: number) => string;
}

/**
 * The audience list (spec people §2): search, filters and page in the URL, 20 rows a page, the
 * total from the counts call (said with what it counts), loading, empty, no-results and error
 * states.
 */
export function AudienceListView({
  scope,
  title,
  back,
  actions,
  extraColumns = [],
  countText,
}: AudienceListViewProps) {
  const event = useCurrentEvent();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params, rolesForEventType(event.type));
  const filters = filtersOf(url);
  const list = useAudienceMembers(scope, filters, offsetOf(url.page));
  const count = useAudienceCount(scope, filters);
  const showTicketType = event.type !== 'WEBINAR';
  const explainHref = useExplainAccessHref();

  const update = useCallback(
    (patch: Partial<AudienceUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const empty = emptyText(filters);
  const total = count.data?.total ?? 0;

  return (
    <Page>
      <PageHeader
        title={title}
        back={back}
        actions={
          <>
            <DownloadCsvButton scope={scope} filters={filters} />
            {actions}
          </>
        }
      />
      <AudienceFilters
        state={url}
        showTicketTypes={showTicketType}
        onChange={(patch) => update({ ...patch, page: 1 })}
      />
      <p className={styles.count} data-testid="list-count" aria-live="polite">
        {count.isSuccess ? countText(total) : null}
        {count.data?.isCountUpdating && (
          <span className={styles.countStatus}>{COUNT_STATUS_TEXT.updating}</span>
        )}
      </p>
      <DataTable
        aria-label="Audiences"
        columns={[...audienceColumns({ showTicketType, explainHref }), ...extraColumns]}
        rows={list.data ?? []}
        getRowId={(row) => row.registrationId}
        isLoading={list.isPending}
        loadingLabel="Loading audiences…"
        isRefreshing={list.isPlaceholderData}
        errorState={
          list.isError ? (
            <ErrorState
              title="Audiences could not be loaded"
              message={errorText(list.error)}
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={<EmptyState title={empty.title} description={empty.description} />}
      />
      {count.isError && !list.isError ? (
        <ErrorState
          title="The number of audiences could not be loaded"
          message={errorText(count.error)}
          onRetry={() => void count.refetch()}
        />
      ) : total > 0 && !list.isError ? (
        <Pagination
          page={url.page}
          pageSize={PEOPLE_LIMITS.audiencePageSize}
          total={total}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
    </Page>
  );
}
