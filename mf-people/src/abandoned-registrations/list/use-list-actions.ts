/**
 * The list's actions: a reminder goes at once; a delete asks first (spec people §8). A bulk
 * action clears the selection when it succeeds; a row's own action leaves the selection alone.
 */
import { useState } from 'react';
import { useDeleteAbandoned, useRemindAbandoned } from '../actions/use-abandoned-actions';
import type { AbandonedAction } from '@console/people-contract';

interface Pending {
  payload: AbandonedAction;
  bulk: boolean;
}

export function useListActions(clearSelection: () => void) {
  const [toDelete, setToDelete] = useState<Pending | null>(null);
  const remove = useDeleteAbandoned();
  const remind = useRemindAbandoned();
  const after = (bulk: boolean) => ({ onSuccess: bulk ? clearSelection : undefined });
  return {
    isPending: remove.isPending || remind.isPending,
    remind: (payload: AbandonedAction, bulk: boolean) => remind.mutate(payload, after(bulk)),
    askDelete: (payload: AbandonedAction, bulk: boolean) => setToDelete({ payload, bulk }),
    dialog: {
      isOpen: toDelete !== null,
      isPending: remove.isPending,
      onCancel: () => setToDelete(null),
      onConfirm: () => {
        if (toDelete)
          remove.mutate(toDelete.payload, {
            ...after(toDelete.bulk),
            onSettled: () => setToDelete(null),
          });
      },
    },
  };
}
