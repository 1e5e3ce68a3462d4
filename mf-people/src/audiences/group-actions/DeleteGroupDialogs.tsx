import { Button } from '@console/shared/ui';
import { ConfirmDialog, Dialog } from '@console/shared/ui/dialog';
import { cannotDeleteTitle, usageText } from './messages';
import type { useDeleteGroup } from './use-delete-group';
import type { AudienceGroup } from '@console/people-contract';

export interface DeleteGroupDialogsProps {
  group: AudienceGroup;
  flow: ReturnType<typeof useDeleteGroup>;
}

/** The refusal (with where the group is used) or the confirmation of a delete. */
export function DeleteGroupDialogs({ group, flow }: DeleteGroupDialogsProps) {
  const { step } = flow;
  const onOpenChange = (open: boolean) => {
    if (!open) flow.close();
  };
  return (
    <>
      <Dialog
        isOpen={step.kind === 'refused'}
        onOpenChange={onOpenChange}
        role="alertdialog"
        title={cannotDeleteTitle(group.audienceGroupType)}
        actions={
          <Button variant="primary" onPress={flow.close}>
            OK
          </Button>
        }
      >
        {step.kind === 'refused' ? (
          <ul aria-label={`Where ${group.name} is used`}>
            {step.usages.map((usage) => (
              <li key={`${usage.usedIn}:${usage.usedBy}`}>{usageText(usage)}</li>
            ))}
          </ul>
        ) : null}
      </Dialog>
      <ConfirmDialog
        isOpen={step.kind === 'confirm'}
        onOpenChange={onOpenChange}
        title={`Delete ${group.name}?`}
        message={
          group.audienceGroupType === 'INVITE_ONLY'
            ? 'The invite list and its invitees are removed from the event. This cannot be undone.'
            : 'The group is removed from the event. This cannot be undone.'
        }
        confirmLabel="Delete"
        tone="danger"
        isPending={flow.isDeleting}
        onConfirm={flow.confirm}
      />
    </>
  );
}
