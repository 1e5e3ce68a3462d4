/**
 * The calendar invite setting, saved as soon as its switch changes, with a toast. Custom groups
 * read it before saving (people's own query), so a save invalidates the whole event.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { queryKeys, useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { communicationKeys } from '@console/event-setup-contract';
import { editCalendarInvites, fetchCalendarInvites } from '../client/communication-client';
import { COMMUNICATION_WORDS as WORDS } from '../words';

export const calendarInvitesQuery = (eventId: number) =>
  queryOptions({
    queryKey: communicationKeys.calendarInvites(eventId),
    queryFn: ({ signal }) => fetchCalendarInvites(eventId, signal),
  });

export function useCalendarInvites() {
  const { eventId } = useCurrentEvent();
  return useQuery(calendarInvitesQuery(eventId));
}

export function useCalendarInvitesEdit() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isDayWiseBlock: boolean) => editCalendarInvites(eventId, { isDayWiseBlock }),
    onSuccess: (_settings, isDayWiseBlock) => {
      notify(WORDS.dayWiseSaved(isDayWiseBlock), {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
    },
    onError: (error) =>
      notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
