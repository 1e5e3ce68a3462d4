import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { deleteRejected } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

/** Deletes a rejected request of a flex event; on failure the server's message is shown (§8). */
export function useDeleteRejected({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  return useMutation({
    mutationFn: (flowContextId: string) => deleteRejected(eventId, flowContextId),
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all(eventId) });
    },
    onError: (error) =>
      notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
