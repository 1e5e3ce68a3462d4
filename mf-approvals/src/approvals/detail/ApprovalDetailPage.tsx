import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCurrentEvent,
  useNavigate,
  useParams,
  useReadOnly,
  useRouteBuilder,
} from '@console/shared/react';
import {
  Button,
  EmptyState,
  ErrorState,
  errorText,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { Badge, Card, DateTime, DetailsList } from '@console/shared/ui/display';
import { ConfirmationDialog } from '../actions/ConfirmationDialog';
import { DeleteRequestDialog } from '../actions/DeleteRequestDialog';
import { useApprovalAction } from '../actions/use-approval-action';
import { useDeleteRejected } from '../actions/use-delete-rejected';
import { useResendConfirmation } from '../actions/use-resend-confirmation';
import { useApprovalBlocks } from '../hooks/use-approval-blocks';
import { useApprovalDetail } from '../hooks/use-approval-detail';
import { useApprovalJobs } from '../hooks/use-approval-jobs';
import { useApprovalLabels, type ApprovalLabels } from '../hooks/use-approval-settings';
import { ProcessingBanner } from '../list/ProcessingBanner';
import { fullName } from '../format';
import styles from '../Approvals.module.css';
import { ApprovalBlockNotice } from './ApprovalBlockNotice';
import { CustomFieldList } from './CustomFieldList';
import {
  approvalRules,
  displayStatus,
  type ApprovalDetailResponse,
  APPROVAL_LIMITS,
  approvalKeys,
} from '@console/approvals-contract';

/** people/approvals/:flowId/:flowContextId: one registration request and its actions. */
export function ApprovalDetailPage() {
  const { flowId = '', flowContextId = '' } = useParams();
  const routes = useRouteBuilder();
  const labels = useApprovalLabels();
  const detail = useApprovalDetail(flowId, flowContextId);
  const jobs = useApprovalJobs();
  const back = { href: routes.to('people.approvals'), label: 'Back to approvals' };

  if (detail.isPending)
    return (
      <Page>
        <PageHeader title="Registration details" back={back} />
        <LoadingState label="Loading the request…" />
      </Page>
    );
  if (detail.isError)
    return (
      <Page>
        <PageHeader title="Registration details" back={back} />
        <ErrorState
          title="The request could not be loaded"
          message={errorText(detail.error)}
          onRetry={() => void detail.refetch()}
        />
      </Page>
    );
  return (
    <Page>
      {jobs.isProcessing ? <ProcessingBanner /> : null}
      <RequestDetails data={detail.data} labels={labels} back={back} />
    </Page>
  );
}

interface RequestDetailsProps {
  data: ApprovalDetailResponse;
  labels: ApprovalLabels;
  back: { href: string; label: string };
}

function RequestDetails({ data, labels, back }: RequestDetailsProps) {
  const { request, history, ticketReservationExpiresAt } = data;
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const readOnly = useReadOnly();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: approvalKeys.detail(event.eventId, request.flowId, request.flowContextId),
    });
  const action = useApprovalAction({ onSuccess: refresh });
  // §5: a blocked request's Approve is not the primary action (the notice below says why).
  const isBlocked = useApprovalBlocks().blockOf(request) !== null;
  const resend = useResendConfirmation();
  const remove = useDeleteRejected({
    onSuccess: () => void navigate(routes.to('people.approvals')),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);

  const name = fullName(request.firstName, request.lastName) || request.email;
  const status = displayStatus(request);
  // While an action runs its buttons keep the focus (isPending), so its dialog can give it back.
  const pending = action.isPending;
  const start = (status: 'APPROVED' | 'REJECTED') =>
    void action.start({
      selection: {
        status,
        selectedTab: request.status,
        registrationIds: [request.registrationId],
        contextIds: [request.flowContextId],
        skipValidationSteps: [],
      },
      rows: [request],
    });
  const canResend = request.status === 'APPROVED' && !request.isTransactionInProgress;

  return (
    <>
      <PageHeader
        title={name}
        back={back}
        actions={
          <div className={styles.actions}>
            {approvalRules.canApprove(request) ? (
              <Button
                variant={isBlocked ? 'secondary' : 'primary'}
                isDisabled={readOnly}
                isPending={pending}
                onPress={() => start('APPROVED')}
              >
                {labels.approve}
              </Button>
            ) : null}
            {approvalRules.canReject(request) ? (
              <Button isDisabled={readOnly} isPending={pending} onPress={() => start('REJECTED')}>
                {labels.reject}
              </Button>
            ) : null}
            {canResend ? (
              <Button
                isDisabled={readOnly || resend.isPending}
                onPress={() => resend.mutate([request.flowContextId])}
              >
                Resend confirmation email
              </Button>
            ) : null}
            {approvalRules.canDelete(request, event) ? (
              <Button
                variant="danger"
                isDisabled={readOnly || remove.isPending}
                onPress={() => setConfirmDelete(true)}
              >
                Delete
              </Button>
            ) : null}
          </div>
        }
      />

      <ApprovalBlockNotice request={request} />

      <Card title="Registrant">
        <DetailsList>
          <dt>Name</dt>
          <dd>{name}</dd>
          <dt>Email</dt>
          <dd>{request.email}</dd>
          <dt>Status</dt>
          <dd>
            <Badge>{labels.status[status]}</Badge>
          </dd>
          <dt>Registration flow</dt>
          <dd>{request.flowName}</dd>
          <dt>Requested on</dt>
          <dd>
            <DateTime value={request.createdAt} timeZone={event.tz} />
          </dd>
          <dt>Tickets</dt>
          <dd>
            {request.tickets.length > 0 ? (
              <ul className={styles.plainList}>
                {request.tickets.map((t) => (
                  <li key={t.ticketTypeId}>
                    {t.name} × {t.count}
                  </li>
                ))}
              </ul>
            ) : (
              'No tickets'
            )}
          </dd>
          <dt>Coupons</dt>
          <dd>
            {request.coupons.length > 0 ? request.coupons.map((c) => c.code).join(', ') : 'None'}
          </dd>
          {ticketReservationExpiresAt ? (
            <>
              <dt>Tickets reserved until</dt>
              <dd>
                <DateTime value={ticketReservationExpiresAt} timeZone={event.tz} /> (
                {APPROVAL_LIMITS.ticketReservationHours}
                -hour reservation)
              </dd>
            </>
          ) : null}
        </DetailsList>
      </Card>

      <Card title="Status history">
        {history.length > 0 ? (
          <ol className={styles.plainList}>
            {history.map((entry) => (
              <li key={`${entry.status}-${entry.updatedAt}`}>
                {labels.status[entry.status]} by{' '}
                {fullName(entry.updatedByFirstName, entry.updatedByLastName)} on{' '}
                <DateTime value={entry.updatedAt} timeZone={event.tz} />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title="No status changes yet" />
        )}
      </Card>

      <Card title="Form answers">
        <CustomFieldList json={request.customField} />
      </Card>

      <ConfirmationDialog action={action} labels={labels} />
      <DeleteRequestDialog
        name={confirmDelete ? name : null}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(request.flowContextId, { onSettled: () => setConfirmDelete(false) })
        }
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
