import { useCurrentEvent, useReadOnly, useRouteBuilder, useRouteLink } from '@console/shared/react';
import { EmptyState, ErrorState, errorText, Link, Page, PageHeader } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { useTickets } from '../hooks/use-tickets';
import { TICKETING_WORDS as WORDS } from '../words';
import { ticketColumns } from './ticket-columns';

/** registration/tickets: every ticket type of the event with its sales (§2.8, §6). */
export function TicketsPage() {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const readOnly = useReadOnly();
  const tickets = useTickets();
  const approvals = useRouteLink('people.approvals');
  const columns = ticketColumns({
    timeZone: event.tz,
    editHref: (ticket) =>
      routes.to('registration.ticketEdit', { ticketTypeId: ticket.ticketTypeId }),
    approvalsHref: approvals
      ? (ticket) => approvals({}, { ticketTypeIds: ticket.ticketTypeId })
      : null,
  });
  const createLink = readOnly ? null : (
    <Link variant="primaryButton" href={routes.to('registration.ticketCreate')}>
      {WORDS.createTicket}
    </Link>
  );

  return (
    <Page>
      <PageHeader title={WORDS.ticketsTitle} actions={createLink} />
      <DataTable
        aria-label={WORDS.ticketsTitle}
        columns={columns}
        rows={tickets.data ?? []}
        getRowId={(ticket) => ticket.ticketTypeId}
        isLoading={tickets.isPending}
        loadingLabel={WORDS.loadingTickets}
        errorState={
          tickets.isError ? (
            <ErrorState
              title={WORDS.ticketsLoadFailed}
              message={errorText(tickets.error)}
              onRetry={() => void tickets.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            title={WORDS.noTickets}
            description={readOnly ? undefined : WORDS.noTicketsHint}
          />
        }
      />
    </Page>
  );
}
