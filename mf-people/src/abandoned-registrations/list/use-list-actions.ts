/**
 * The list's actions: each asks first, a delete with the spec's question (people §8), a reminder
 * with the email it sends (issue #44). A bulk action clears the selection when it succeeds; a
 * row's own action leaves the selection alone.
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
  const [toRemind, setToRemind] = useState<Pending | null>(null);
  const remove = useDeleteAbandoned();
  const remind = useRemindAbandoned();
  const after = (bulk: boolean) => ({ onSuccess: bulk ? clearSelection : undefined });
  return {
    isPending: remove.isPending || remind.isPending,
    askRemind: (payload: AbandonedAction, bulk: boolean) => setToRemind({ payload, bulk }),
    askDelete: (payload: AbandonedAction, bulk: boolean) => setToDelete({ payload, bulk }),
    reminderDialog: {
      selection: toRemind?.payload ?? null,
      isPending: remind.isPending,
      onCancel: () => setToRemind(null),
      onConfirm: () => {
        if (toRemind)
          remind.mutate(toRemind.payload, {
            ...after(toRemind.bulk),
            onSettled: () => setToRemind(null),
          });
      },
    },
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
