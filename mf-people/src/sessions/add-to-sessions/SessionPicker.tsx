import { ErrorState, errorText } from '@console/shared/ui';
import { Pagination } from '@console/shared/ui/list-controls';
import { useSessionDays, useSessionTags } from '../hooks/use-session-filter-options';
import { useSessions } from '../hooks/use-sessions';
import { sessionEmptyText } from '../table/empty-text';
import { SessionFilters } from '../table/SessionFilters';
import { SessionTable } from '../table/SessionTable';
import { applyPageChoice, chosenOnPage, type ChosenSessions } from './selection';
import { SESSION_LIMITS, type SessionFilters as Filters } from '@console/people-contract';

export interface SessionPickerProps {
  eventId: number;
  timeZone: string;
  filters: Filters;
  onFiltersChange: (patch: Partial<Filters>) => void;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  chosen: ChosenSessions;
  onChosenChange: (chosen: ChosenSessions) => void;
}

/** Filters, one page of the event's sessions with checkboxes, and paging. */
export function SessionPicker({
  eventId,
  timeZone,
  filters,
  onFiltersChange,
  page,
  onPageChange,
  chosen,
  onChosenChange,
}: SessionPickerProps) {
  const list = useSessions(eventId, { ...filters, offset: (page - 1) * SESSION_LIMITS.pageSize });
  const tags = useSessionTags(eventId).data ?? [];
  const days = useSessionDays(eventId).data ?? [];
  const rows = list.data?.items ?? [];
  const pageIds = rows.map((row) => row.segmentId);
  const total = list.data?.total ?? 0;

  return (
    <>
      <SessionFilters value={filters} onChange={onFiltersChange} tags={tags} days={days} />
      <SessionTable
        rows={rows}
        timeZone={timeZone}
        selectedKeys={chosenOnPage(chosen, pageIds)}
        onSelectionChange={(keys) => onChosenChange(applyPageChoice(chosen, pageIds, keys))}
        isLoading={list.isPending}
        isRefreshing={list.isPlaceholderData}
        errorState={
          list.isError ? (
            <ErrorState
              title="Sessions could not be loaded"
              message={errorText(list.error)}
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        empty={sessionEmptyText(filters)}
      />
      {total > 0 && !list.isError ? (
        <Pagination
          aria-label="Sessions pages"
          page={page}
          pageSize={SESSION_LIMITS.pageSize}
          total={total}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}
