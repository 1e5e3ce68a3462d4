import { useState } from 'react';
import { useCurrentEvent, useReadOnly } from '@console/shared/react';
import { EmptyState, ErrorState, errorText } from '@console/shared/ui';
import { Pagination, SearchBox } from '@console/shared/ui/list-controls';
import { DataTable } from '@console/shared/ui/data-table';
import { useMemberCount } from '../hooks/use-member-count';
import { useMemberPage } from '../hooks/use-member-page';
import { useRemoveManualMember } from '../hooks/use-remove-manual-member';
import { offsetOf, type CustomGroupUrlState } from '../page/url-state';
import styles from '../CustomGroups.module.css';
import { useExplainAccessHref } from '../../audience-list/list/explain-access';
import { DownloadMembersButton } from './DownloadMembersButton';
import { emptyView } from './empty-view';
import { memberColumns, memberName } from './member-columns';
import { memberCountText, type MemberSource } from './member-source';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { SelectionBar } from './SelectionBar';
import {
  applyPageSelection,
  selectAll,
  selectedKeysOnPage,
  type MemberSelection,
} from './selection';
import {
  COUNT_STATUS_TEXT,
  PEOPLE_LIMITS,
  type CustomGroup,
  type CustomGroupMember,
} from '@console/people-contract';

export interface MembersSectionProps {
  group: CustomGroup;
  source: MemberSource;
  url: CustomGroupUrlState;
  /** Search (after 500 ms) or page changed. */
  onUrlChange: (patch: Partial<CustomGroupUrlState>) => void;
  /** A static group's chosen members; null for an active group (no checkboxes). */
  selection: MemberSelection | null;
  onSelectionChange: (selection: MemberSelection) => void;
}

/**
 * The member table (spec people §2): count, search, Download CSV for saved groups, 20 rows a
 * page, the manual members' remove, and a static group's choice of members.
 */
export function MembersSection({
  group,
  source,
  url,
  onUrlChange,
  selection,
  onSelectionChange,
}: MembersSectionProps) {
  const event = useCurrentEvent();
  const readOnly = useReadOnly();
  const search = url.query.trim();
  const page = useMemberPage(source, offsetOf(url.page), search);
  const count = useMemberCount(source, search);
  const remove = useRemoveManualMember(group.audienceGroupId);
  const [removing, setRemoving] = useState<CustomGroupMember | null>(null);
  const hasSource = source.kind !== 'none';
  const rows = hasSource ? (page.data ?? []) : [];
  const total = hasSource ? (count.data?.total ?? 0) : 0;
  const pageIds = rows.map((row) => row.registrationId);
  const empty = emptyView(group.groupUpdateType, search);
  const isPublished = group.status === 'PUBLISHED';
  const explainHref = useExplainAccessHref();

  return (
    <section className={styles.members} aria-label="Members">
      <div className={styles.toolbar}>
        <SearchBox
          label="Search members"
          placeholder="Name or email"
          value={url.query}
          onChange={(query) => onUrlChange({ query, page: 1 })}
        />
        <p className={styles.count} data-testid="audience-count">
          {hasSource && count.isSuccess ? memberCountText(source, total) : null}
          {hasSource && count.data?.isCountUpdating && (
            <span className={styles.countStatus}>{COUNT_STATUS_TEXT.updating}</span>
          )}
        </p>
        {isPublished ? (
          <DownloadMembersButton audienceGroupId={group.audienceGroupId} search={search} />
        ) : null}
      </div>
      {selection ? (
        <SelectionBar
          selection={selection}
          total={total}
          canSelectAll={hasSource && search === ''}
          onSelectAll={() => onSelectionChange(selectAll(total))}
          onClear={() => onSelectionChange({ ids: new Set(), allOf: null })}
        />
      ) : null}
      <DataTable
        aria-label="Members"
        columns={memberColumns({
          showTicketType: event.type !== 'WEBINAR',
          onRemove: isPublished ? setRemoving : null,
          removeDisabled: readOnly || remove.isPending,
          explainHref,
        })}
        rows={rows}
        getRowId={(row) => row.registrationId}
        selectionMode={selection ? 'multiple' : 'none'}
        selectedKeys={selection ? selectedKeysOnPage(selection, pageIds) : undefined}
        onSelectionChange={(keys) => {
          if (selection)
            onSelectionChange(
              applyPageSelection(
                selection,
                pageIds,
                keys === 'all' ? 'all' : new Set([...keys].map(Number)),
              ),
            );
        }}
        selectAllLabel="Select all attendees on this page"
        getSelectionLabel={(row) => `Select ${memberName(row)} (${row.email})`}
        isLoading={hasSource && page.isPending}
        loadingLabel="Loading members…"
        isRefreshing={hasSource && page.isPlaceholderData}
        errorState={
          hasSource && page.isError ? (
            <ErrorState
              title="Members could not be loaded"
              message={errorText(page.error)}
              onRetry={() => void page.refetch()}
            />
          ) : undefined
        }
        emptyState={<EmptyState title={empty.title} description={empty.description} />}
      />
      {hasSource && count.isError && !page.isError ? (
        <ErrorState
          title="The number of members could not be loaded"
          message={errorText(count.error)}
          onRetry={() => void count.refetch()}
        />
      ) : total > 0 && !page.isError ? (
        <Pagination
          page={url.page}
          pageSize={PEOPLE_LIMITS.audiencePageSize}
          total={total}
          onPageChange={(next) => onUrlChange({ page: next })}
        />
      ) : null}
      <RemoveMemberDialog
        member={removing}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(member) =>
          remove.mutate(member.registrationId, { onSettled: () => setRemoving(null) })
        }
      />
    </section>
  );
}
