import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { deleteAudienceGroup, fetchCanDeleteGroup } from './group-actions-client';
import { invalidateGroupQueries } from './invalidate-groups';
import { deleteErrorMessage } from './messages';
import {
  audienceKeys,
  PEOPLE_MESSAGES,
  type AudienceGroup,
  type AudienceGroupDeletionImpact,
  type AudienceGroupUsage,
} from '@console/people-contract';

export type DeleteStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; usages: AudienceGroupUsage[] }
  | { kind: 'confirm'; impact: AudienceGroupDeletionImpact | null };

/** Where a group is used, if anywhere: read afresh before each delete (never from the cache). */
export const canDeleteGroupQuery = (eventId: number, audienceGroupId: number) =>
  queryOptions({
    queryKey: audienceKeys.canDelete(eventId, audienceGroupId),
    queryFn: ({ signal }) => fetchCanDeleteGroup(eventId, audienceGroupId, signal),
    staleTime: 0,
  });

/**
 * Delete after the can-delete check (spec people §5): a used group is refused with where it is
 * used; an unused one is confirmed with what its delete changes (the check's impact), then
 * deleted and the groups reload.
 */
export function useDeleteGroup(group: AudienceGroup) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<DeleteStep>({ kind: 'idle' });
  const id = group.audienceGroupId;

  const start = async () => {
    setStep({ kind: 'checking' });
    try {
      const answer = await queryClient.fetchQuery(canDeleteGroupQuery(eventId, id));
      setStep(
        answer.canDelete
          ? { kind: 'confirm', impact: answer.impact }
          : { kind: 'refused', usages: answer.usages },
      );
    } catch {
      setStep({ kind: 'idle' });
      notify(MESSAGES.somethingWentWrong, { tone: 'error', durationMs: TIMINGS.toastLongMs });
    }
  };

  const remove = useMutation({
    mutationFn: () => deleteAudienceGroup(eventId, id),
    onSuccess: async () => {
      notify(PEOPLE_MESSAGES.groupDeleted, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      await invalidateGroupQueries(queryClient, eventId);
    },
    onError: (error) =>
      notify(deleteErrorMessage(error, group.audienceGroupType), {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
    onSettled: () => setStep({ kind: 'idle' }),
  });

  return {
    step,
    start: () => void start(),
    confirm: () => remove.mutate(),
    isDeleting: remove.isPending,
    close: () => setStep({ kind: 'idle' }),
  };
}
