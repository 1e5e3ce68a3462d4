import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { removeManualMember } from '../client/custom-groups-client';
import { audienceKeys, audienceListKeys, customGroupKeys } from '@console/people-contract';

/** Removes a manually added member; the table, its count and the cards reload. */
export function useRemoveManualMember(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  return useMutation({
    mutationFn: (registrationId: number) =>
      removeManualMember(eventId, audienceGroupId, registrationId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customGroupKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: audienceKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: audienceListKeys.all(eventId) }),
      ]),
    onError: (error) =>
      notify(errorText(error), {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
}
