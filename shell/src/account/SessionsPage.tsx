import { useMemo, useState } from 'react';
import { MESSAGES, routeByKey } from '@console/shared/contract';
import type { Notifier } from '@console/shared/react';
import { Button, EmptyState, ErrorState, errorText, PageHeader } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { browserTimeZone } from './browser-time-zone';
import { EndSessionDialog } from './EndSessionDialog';
import type { EndSessionRequest } from './end-session-request';
import { sessionColumns } from './session-columns';
import { otherSessionIds, sessionRows } from './session-rows';
import { useAccountSessions } from './use-account-sessions';
import { useEndOtherSessions, useEndSession } from './use-end-sessions';
import { useDocumentTitle } from '../pages/document-title';
import styles from '../shell.module.css';

const TITLE = routeByKey('top.accountSessions').title;

/** /account/sessions: the devices the user is logged in on, and ending the others. */
export function SessionsPage({ notifier }: { notifier: Notifier }) {
  const sessions = useAccountSessions();
  useDocumentTitle(TITLE);
  const endOne = useEndSession(notifier);
  const endOthers = useEndOtherSessions(notifier);
  const [request, setRequest] = useState<EndSessionRequest | null>(null);
  const timeZone = browserTimeZone();
  const rows = useMemo(() => sessionRows(sessions.data?.sessions ?? []), [sessions.data]);
  const others = otherSessionIds(rows);
  const isEnding = endOne.isPending || endOthers.isPending;
  const columns = sessionColumns({
    timeZone,
    actionsDisabled: isEnding,
    onEnd: (row) => setRequest({ kind: 'one', session: row }),
  });

  const confirm = (confirmed: EndSessionRequest) => {
    const close = { onSettled: () => setRequest(null) };
    if (confirmed.kind === 'one') endOne.mutate(confirmed.session.sessionId, close);
    else endOthers.mutate(confirmed.sessionIds, close);
  };

  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <PageHeader
        title={TITLE}
        actions={
          <Button
            variant="secondary"
            isDisabled={others.length === 0 || isEnding}
            onPress={() => setRequest({ kind: 'others', sessionIds: others })}
          >
            End all other sessions
          </Button>
        }
      />
      <DataTable
        aria-label={TITLE}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.sessionId}
        isLoading={sessions.isPending}
        loadingLabel="Loading your sessions…"
        isRefreshing={sessions.isFetching && !sessions.isPending}
        errorState={
          sessions.isError ? (
            <ErrorState
              title="Your sessions could not be loaded"
              message={errorText(sessions.error)}
              onRetry={() => void sessions.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState title={MESSAGES.noSessions} description={MESSAGES.noSessionsBody} />
        }
      />
      <EndSessionDialog
        request={request}
        isPending={isEnding}
        onCancel={() => setRequest(null)}
        onConfirm={confirm}
      />
    </main>
  );
}
