import { useParams, useRouteBuilder } from '@console/shared/react';
import { RecordLoader } from '../form/RecordLoader';
import { useTicket } from '../hooks/use-tickets';
import { TICKETING_WORDS as WORDS } from '../words';
import { TicketForm } from './TicketForm';

/** registration/tickets/create. */
export function TicketCreatePage() {
  return <TicketForm ticket={null} />;
}

/** registration/tickets/{ticketTypeId}/edit. */
export function TicketEditPage() {
  const ticketTypeId = Number(useParams().ticketTypeId);
  const routes = useRouteBuilder();
  const ticket = useTicket(ticketTypeId);
  return (
    <RecordLoader
      title={WORDS.editTicket}
      back={{ href: routes.to('registration.tickets'), label: WORDS.backToTickets }}
      query={ticket}
      loadingLabel={WORDS.loadingTicket}
      errorTitle={WORDS.ticketLoadFailed}
    >
      {(saved) => <TicketForm key={saved.ticketTypeId} ticket={saved} />}
    </RecordLoader>
  );
}
