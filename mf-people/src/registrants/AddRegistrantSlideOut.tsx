/**
 * Add registrant (People > Attendees): the event's flows and ticket types, then the form. A new
 * registrant starts as an attendee in the first flow; the form checks the flow's required answers
 * before sending, and shows a refusal of the API with what was typed kept.
 */
import { useQuery } from '@tanstack/react-query';
import { Formik } from 'formik';
import { useCurrentEvent } from '@console/shared/react';
import { EmptyState, ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { audienceTicketTypesQuery } from '../audience-list/hooks/use-audience-ticket-types';
import { useCreateRegistrant } from './hooks/use-registrant-mutations';
import { useRegistrationFlows } from './hooks/use-registration-flows';
import { RegistrantForm } from './form/RegistrantForm';
import { formFieldsOf, newRegistrantValues, toCreateRequest } from './form/registrant-values';
import { registrantValidator, showRefusal } from './form/validate';
import type { RegistrantFormValues } from '@console/people-contract';

export function AddRegistrantSlideOut({ onClose }: { onClose: () => void }) {
  const event = useCurrentEvent();
  // Webinars sell no tickets here: the attendee list shows no ticket type for them either.
  const offersTickets = event.type !== 'WEBINAR';
  const flows = useRegistrationFlows();
  const ticketTypes = useQuery({
    ...audienceTicketTypesQuery(event.eventId),
    enabled: offersTickets,
  });
  const create = useCreateRegistrant();

  let content;
  if (flows.isPending || (offersTickets && ticketTypes.isPending))
    content = <LoadingState label="Loading the registration form…" />;
  else if (flows.isError)
    content = (
      <ErrorState
        title="The registration form could not be loaded"
        message={errorText(flows.error)}
        onRetry={() => void flows.refetch()}
      />
    );
  else if (ticketTypes.isError)
    content = (
      <ErrorState
        title="Ticket types could not be loaded"
        message={errorText(ticketTypes.error)}
        onRetry={() => void ticketTypes.refetch()}
      />
    );
  else if (flows.data.length === 0)
    content = (
      <EmptyState
        title="This event has no registration flow"
        description="Add a registration flow first: every registrant registers through one."
      />
    );
  else {
    const flowList = flows.data;
    const fieldsOf = (flowId: number | null) =>
      formFieldsOf(flowList.find((f) => f.flowId === flowId));
    content = (
      <Formik<RegistrantFormValues>
        initialValues={newRegistrantValues(flowList, 'ATTENDEE')}
        validate={registrantValidator(fieldsOf)}
        onSubmit={(values, helpers) => {
          helpers.setStatus(undefined);
          create.mutate(toCreateRequest(values, fieldsOf(values.flowId)), {
            onSuccess: onClose,
            onError: (error) => showRefusal(error, helpers),
          });
        }}
      >
        <RegistrantForm
          flows={flowList}
          ticketTypes={offersTickets ? (ticketTypes.data ?? []) : null}
          submitLabel="Add registrant"
          pendingLabel="Adding…"
          isPending={create.isPending}
          onCancel={onClose}
        />
      </Formik>
    );
  }

  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Add registrant"
      isDismissable={!create.isPending}
    >
      {content}
    </SlideOut>
  );
}
