import { useState } from 'react';
import { MESSAGES, routeByKey, type OutboxEmail } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { Button, EmptyState, ErrorState, errorText, PageHeader } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { DataTable } from '@console/shared/ui/data-table';
import { EmailSlideOut } from './EmailSlideOut';
import { outboxColumns } from './outbox-columns';
import { outboxView } from './outbox-view';
import { useOutbox } from './use-outbox';
import styles from '../shell.module.css';

const TITLE = routeByKey('communication.outbox').title;

/** communication/outbox: every email the API queued for the event, newest first. */
export function OutboxPage() {
  const event = useCurrentEvent();
  const outbox = useOutbox();
  const [opened, setOpened] = useState<OutboxEmail | null>(null);
  const { emails, deliveryConfigured } = outboxView(outbox.data?.pages ?? []);
  const columns = outboxColumns({ timeZone: event.tz, deliveryConfigured, onOpen: setOpened });

  return (
    <section className={styles.page} data-route-key="communication.outbox">
      <PageHeader title={TITLE} />
      {deliveryConfigured ? null : <Banner tone="warning">{MESSAGES.outboxKeptNotSent}</Banner>}
      <DataTable
        aria-label={TITLE}
        columns={columns}
        rows={emails}
        getRowId={(email) => email.emailId}
        isLoading={outbox.isPending}
        loadingLabel="Loading the outbox…"
        isRefreshing={outbox.isFetchingNextPage}
        errorState={
          outbox.isError && !outbox.isFetchNextPageError ? (
            <ErrorState
              title="The outbox could not be loaded"
              message={errorText(outbox.error)}
              onRetry={() => void outbox.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState title={MESSAGES.noEmailsYet} description={MESSAGES.noEmailsYetBody} />
        }
      />
      {outbox.isFetchNextPageError ? (
        <ErrorState
          title="More emails could not be loaded"
          message={errorText(outbox.error)}
          onRetry={() => void outbox.fetchNextPage()}
        />
      ) : null}
      {outbox.hasNextPage && !outbox.isFetchNextPageError ? (
        <div className={styles.loadMore}>
          <Button
            variant="secondary"
            isDisabled={outbox.isFetchingNextPage}
            onPress={() => void outbox.fetchNextPage()}
          >
            {outbox.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      <EmailSlideOut
        email={opened}
        deliveryConfigured={deliveryConfigured}
        timeZone={event.tz}
        onClose={() => setOpened(null)}
      />
    </section>
  );
}
