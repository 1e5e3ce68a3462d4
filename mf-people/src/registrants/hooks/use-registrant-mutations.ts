/**
 * Adding and editing a registrant. A new or changed registrant shows everywhere the event's people
 * are counted or listed, so a success invalidates all of them: the attendee and audience lists,
 * the audience groups' counts, custom group members and counts, invite lists (an invitee who
 * registers becomes REGISTERED), access explanations, the approvals' tabs, the event dashboard and
 * the ticket usage (ticketing and the approvals' ticket list).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { createRegistration, updateRegistration } from '../client/registrants-client';
import { accessKeys } from '@console/access-control-contract';
import { approvalKeys } from '@console/approvals-contract';
import {
  audienceKeys,
  audienceListKeys,
  customGroupKeys,
  inviteListKeys,
  registrationKeys,
  REGISTRATION_MESSAGES,
  type CreateRegistrationRequest,
  type UpdateRegistrationRequest,
} from '@console/people-contract';
import { eventDashboardKeys, ticketingKeys } from '@console/registration-contract';

/** The query keys a registrant's add or edit changes, for the event. */
export const registrantChangeKeys = (eventId: number) => [
  registrationKeys.all(eventId),
  audienceListKeys.all(eventId),
  audienceKeys.all(eventId),
  customGroupKeys.all(eventId),
  inviteListKeys.all(eventId),
  accessKeys.all(eventId),
  approvalKeys.all(eventId),
  approvalKeys.ticketTypes(eventId),
  eventDashboardKeys.all(eventId),
  ticketingKeys.all(eventId),
];

function useRefreshPeople() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      registrantChangeKeys(eventId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** POST a registrant; the form shows a refusal, the toast says it worked. */
export function useCreateRegistrant() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (body: CreateRegistrationRequest) => createRegistration(eventId, body),
    onSuccess: () => {
      notify(REGISTRATION_MESSAGES.registrantAdded, {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      });
      return refresh();
    },
  });
}

/** PATCH what changed of a registrant. */
export function useUpdateRegistrant(registrationId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (body: UpdateRegistrationRequest) =>
      updateRegistration(eventId, registrationId, body),
    onSuccess: () => {
      notify(REGISTRATION_MESSAGES.registrantSaved, {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      });
      return refresh();
    },
  });
}
