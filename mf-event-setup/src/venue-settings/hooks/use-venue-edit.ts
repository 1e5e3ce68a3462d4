/**
 * One edit of a settings page, saved as soon as a switch or a choice changes, said in a toast.
 * The settings are what other features read (access control's forced-inactive features, the
 * event's leaderboard flag in the shell's event), so a saved edit invalidates the whole event's
 * queries; the edit stays pending until the page's own settings are read again, so a control
 * shows the value being saved (the mutation's variables) until then, never its old state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { queryKeys, useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import type { VenueSettings } from '@console/event-setup-contract';

export function useVenueEdit<E>(
  send: (eventId: number, edit: E) => Promise<VenueSettings>,
  savedText: (edit: E) => string,
) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: E) => send(eventId, edit),
    onSuccess: (_settings, edit) => {
      notify(savedText(edit), { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
    },
    onError: (error) =>
      notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
