import { useCallback, useState } from 'react';
import { IdParamSchema, MESSAGES } from '@console/shared/contract';
import { useParams, useReadOnly, useRouteBuilder, useUrlSearchUpdate } from '@console/shared/react';
import {
  Button,
  EmptyState,
  ErrorState,
  errorText,
  formatNumber,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { Pagination } from '@console/shared/ui/list-controls';
import { useInviteList } from '../hooks/use-invite-list';
import { useInviteeAction } from '../hooks/use-invitee-mutations';
import { useInvitees } from '../hooks/use-invitees';
import { inviteImportIntent, LazyInviteImportSlideOut } from '../import/LazyInviteImportSlideOut';
import styles from '../InviteLists.module.css';
import { AddInviteeSlideOut } from './AddInviteeSlideOut';
import { CopyListIdButton } from './CopyListIdButton';
import { DownloadInviteesButton } from './DownloadInviteesButton';
import { InviteeActionDialog, type PendingInviteeAction } from './InviteeActionDialog';
import { InviteesTable } from './InviteesTable';
import { InviteesToolbar } from './InviteesToolbar';
import {
  inviteesFiltersOf,
  inviteesQueryOf,
  isFiltered,
  readUrlState,
  writeUrlState,
  type InviteListUrlState,
} from './url-state';
import { PEOPLE_LIMITS } from '@console/people-contract';

type Panel = 'add' | 'import' | null;

/** people/audiences/invite-list/{audienceGroupId} (spec people §2): one invite list's guests. */
export function InviteListPage() {
  const id = IdParamSchema.safeParse(useParams().audienceGroupId);
  const routes = useRouteBuilder();
  if (id.success) return <InviteList audienceGroupId={id.data} />;
  return (
    <>
      <PageHeader
        title="Invite list"
        back={{
          href: routes.to('people.audiences', {}, { selectedTab: 'INVITE_LISTS' }),
          label: 'Back to invite lists',
        }}
      />
      <ErrorState title="Invite list not found" message="This link names no invite list." />
    </>
  );
}

function InviteList({ audienceGroupId }: { audienceGroupId: number }) {
  const routes = useRouteBuilder();
  const readOnly = useReadOnly();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params);
  const query = inviteesQueryOf(url);
  const filters = inviteesFiltersOf(url);
  const list = useInviteList(audienceGroupId);
  const invitees = useInvitees(audienceGroupId, query);
  const action = useInviteeAction(audienceGroupId);
  const [pending, setPending] = useState<PendingInviteeAction | null>(null);
  const [panel, setPanel] = useState<Panel>(null);

  const update = useCallback(
    (patch: Partial<InviteListUrlState>) =>
      updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const onSearchChange = useCallback((search: string) => update({ search, page: 1 }), [update]);

  const back = {
    href: routes.to('people.audiences', {}, { selectedTab: 'INVITE_LISTS' }),
    label: 'Back to invite lists',
  };
  if (list.isError)
    return (
      <>
        <PageHeader title="Invite list" back={back} />
        <ErrorState
          title="The invite list could not be loaded"
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
        />
      </>
    );

  const total = invitees.data?.total ?? 0;
  const empty = isFiltered(url) ? (
    <EmptyState title={MESSAGES.noSearchResultsFound} description={MESSAGES.tryDifferentKeywords} />
  ) : (
    <EmptyState title={MESSAGES.noResultsFound} description="Add an invitee or import a CSV." />
  );

  return (
    <Page>
      <PageHeader
        title={list.data?.name ?? 'Invite list'}
        back={back}
        actions={
          <>
            <CopyListIdButton audienceGroupId={audienceGroupId} />
            <DownloadInviteesButton audienceGroupId={audienceGroupId} query={filters} />
            <Button
              isDisabled={readOnly}
              onPress={() => setPanel('import')}
              {...inviteImportIntent}
            >
              Import CSV
            </Button>
            <Button variant="primary" isDisabled={readOnly} onPress={() => setPanel('add')}>
              Add invitee
            </Button>
          </>
        }
      />
      <h2 className={styles.sectionTitle}>
        All guests{list.data ? ` (${formatNumber(list.data.noOfInvitees)})` : ''}
      </h2>
      <InviteesToolbar
        search={url.search}
        statuses={url.statuses}
        onSearchChange={onSearchChange}
        onStatusesChange={(statuses) => update({ statuses, page: 1 })}
      />
      <InviteesTable
        rows={invitees.data?.invitees ?? []}
        onAction={(kind, invitee) => setPending({ action: kind, invitee })}
        actionsDisabled={readOnly || action.isPending}
        isLoading={invitees.isPending}
        isRefreshing={invitees.isPlaceholderData}
        emptyState={empty}
        errorState={
          invitees.isError ? (
            <ErrorState
              title="Invitees could not be loaded"
              message={errorText(invitees.error)}
              onRetry={() => void invitees.refetch()}
            />
          ) : undefined
        }
      />
      {total > 0 && !invitees.isError ? (
        <Pagination
          page={url.page}
          pageSize={PEOPLE_LIMITS.inviteListPageSize}
          total={total}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
      <InviteeActionDialog
        pending={pending}
        isPending={action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending)
            action.mutate(
              { action: pending.action, inviteeId: pending.invitee.id },
              { onSettled: () => setPending(null) },
            );
        }}
      />
      {panel === 'add' ? (
        <AddInviteeSlideOut audienceGroupId={audienceGroupId} onClose={() => setPanel(null)} />
      ) : null}
      {panel === 'import' ? (
        <LazyInviteImportSlideOut
          target={{ kind: 'existing', audienceGroupId }}
          onClose={() => setPanel(null)}
        />
      ) : null}
    </Page>
  );
}
