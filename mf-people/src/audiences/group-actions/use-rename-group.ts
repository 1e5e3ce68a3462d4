import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { renameAudienceGroup } from './group-actions-client';
import { invalidateGroupQueries } from './invalidate-groups';
import { renameErrorMessage } from './messages';
import { PEOPLE_MESSAGES } from '@console/people-contract';

/** Renames a group; the groups, its list page header and the rows' chips then reload. */
export function useRenameGroup(audienceGroupId: number, onRenamed: () => void) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameAudienceGroup(eventId, audienceGroupId, name),
    onSuccess: async () => {
      notify(PEOPLE_MESSAGES.groupRenamed, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      onRenamed();
      await invalidateGroupQueries(queryClient, eventId);
    },
    onError: (error) =>
      notify(renameErrorMessage(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
