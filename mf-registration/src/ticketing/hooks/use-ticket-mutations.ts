import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import type { TicketCreate, TicketPatch } from '@console/registration-contract';
import { createTicket, patchTicket } from '../client/ticketing-client';
import { TICKETING_WORDS as WORDS } from '../words';
import { useRefreshAfterWrite } from './use-refresh-after-write';

/** Creates a ticket type; the form shows what the server refused on its fields. */
export function useCreateTicket() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TicketCreate) => createTicket(eventId, body),
    onSuccess: () => {
      notify(WORDS.ticketCreated, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
  });
}

/** Saves the changed fields of a ticket type. */
export function useUpdateTicket(ticketTypeId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TicketPatch) => patchTicket(eventId, ticketTypeId, body),
    onSuccess: () => {
      notify(WORDS.ticketSaved, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
  });
}
