import { ConfirmDialog } from '@console/shared/ui/dialog';
import { inviteeName, type InviteeAction } from './invitee-actions';
import type { Invitee } from '@console/people-contract';

export interface PendingInviteeAction {
  action: InviteeAction;
  invitee: Invitee;
}

const WORDS: Record<
  InviteeAction,
  { title: string; confirm: string; message: (name: string) => string }
> = {
  decline: {
    title: 'Decline this invitee?',
    confirm: 'Decline',
    message: (name) => `${name} will be marked as Declined.`,
  },
  delete: {
    title: 'Delete this invitee?',
    confirm: 'Delete',
    message: (name) => `${name} will be removed from this invite list.`,
  },
};

/** The confirmation before a decline or a delete (spec people §4). */
export function InviteeActionDialog({
  pending,
  isPending,
  onConfirm,
  onCancel,
}: {
  pending: PendingInviteeAction | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const words = pending ? WORDS[pending.action] : null;
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={words?.title ?? ''}
      message={pending && words ? words.message(inviteeName(pending.invitee)) : ''}
      confirmLabel={words?.confirm ?? ''}
      tone={pending?.action === 'delete' ? 'danger' : 'default'}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
