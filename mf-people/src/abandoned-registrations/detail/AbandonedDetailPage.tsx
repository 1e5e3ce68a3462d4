import { useState } from 'react';
import { useNavigate, useParams, useReadOnly, useRouteBuilder } from '@console/shared/react';
import { Button, ErrorState, errorText, LoadingState, Page, PageHeader } from '@console/shared/ui';
import { DeleteAbandonedDialog } from '../actions/DeleteAbandonedDialog';
import { SendReminderDialog } from '../actions/SendReminderDialog';
import { useDeleteAbandoned, useRemindAbandoned } from '../actions/use-abandoned-actions';
import { displayName } from '../format';
import { useAbandonedDetail } from '../hooks/use-abandoned-detail';
import styles from '../Abandoned.module.css';
import { ABANDONED_ROUTES, INCOMPLETE_ROUTES, type RouteFamily } from '../list/route-family';
import { AbandonedDetails } from './AbandonedDetails';

const TITLE = 'Abandoned registration';

/** people/abandoned-registrations/:flowId/:flowContextId: one person who left a registration. */
function AbandonedDetail({ routes }: { routes: RouteFamily }) {
  const { flowId = '', flowContextId = '' } = useParams();
  const builder = useRouteBuilder();
  const navigate = useNavigate();
  const readOnly = useReadOnly();
  const detail = useAbandonedDetail(flowId, flowContextId);
  const remind = useRemindAbandoned();
  const remove = useDeleteAbandoned();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRemind, setConfirmRemind] = useState(false);
  const listHref = builder.to(routes.list);
  const back = { href: listHref, label: 'Back to abandoned registrations' };

  if (detail.isPending)
    return (
      <Page>
        <PageHeader title={TITLE} back={back} />
        <LoadingState label="Loading the registration…" />
      </Page>
    );
  if (detail.isError)
    return (
      <Page>
        <PageHeader title={TITLE} back={back} />
        <ErrorState
          title="The registration could not be loaded"
          message={errorText(detail.error)}
          onRetry={() => void detail.refetch()}
        />
      </Page>
    );

  const { registration } = detail.data;
  const ids = { flowContextMetadataIds: [registration.flowContextMetadataId] };
  return (
    <Page>
      <PageHeader
        title={displayName(registration)}
        back={back}
        actions={
          <div className={styles.actions}>
            <Button
              isDisabled={readOnly}
              isPending={remind.isPending}
              onPress={() => setConfirmRemind(true)}
            >
              Send reminder
            </Button>
            <Button
              variant="danger"
              isDisabled={readOnly || remove.isPending}
              onPress={() => setConfirmDelete(true)}
            >
              Delete
            </Button>
          </div>
        }
      />
      <AbandonedDetails detail={detail.data} />
      <SendReminderDialog
        selection={confirmRemind ? ids : null}
        isPending={remind.isPending}
        onCancel={() => setConfirmRemind(false)}
        onConfirm={() => remind.mutate(ids, { onSettled: () => setConfirmRemind(false) })}
      />
      <DeleteAbandonedDialog
        isOpen={confirmDelete}
        isPending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(ids, {
            onSuccess: () => void navigate(listHref),
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </Page>
  );
}

export function AbandonedDetailPage() {
  return <AbandonedDetail routes={ABANDONED_ROUTES} />;
}

/** The legacy people/incomplete-registrations/:flowId/:flowContextId route. */
export function IncompleteDetailPage() {
  return <AbandonedDetail routes={INCOMPLETE_ROUTES} />;
}
