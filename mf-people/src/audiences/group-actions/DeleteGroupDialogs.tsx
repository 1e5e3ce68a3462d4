import { Button } from '@console/shared/ui';
import { ConfirmDialog, Dialog } from '@console/shared/ui/dialog';
import { CANNOT_BE_UNDONE, cannotDeleteTitle, deletionSummary, usageText } from './messages';
import type { useDeleteGroup } from './use-delete-group';
import type {
  AudienceGroup,
  AudienceGroupDeletionImpact,
  AudienceGroupType,
} from '@console/people-contract';

export interface DeleteGroupDialogsProps {
  group: AudienceGroup;
  flow: ReturnType<typeof useDeleteGroup>;
}

/** What deleting the group changes, then that it cannot be undone. */
function DeletionSummaryText({
  type,
  impact,
}: {
  type: AudienceGroupType;
  impact: AudienceGroupDeletionImpact | null;
}) {
  const summary = deletionSummary(type, impact);
  return (
    <>
      <p>{summary.people}</p>
      {summary.access ? <p>{summary.access}</p> : null}
      {summary.accessChanges.length > 0 ? (
        <ul aria-label="Deleted with its access group">
          {summary.accessChanges.map((change) => (
            <li key={change.label}>
              {change.label}: {change.text}
            </li>
          ))}
        </ul>
      ) : null}
      {summary.sessions ? <p>{summary.sessions}</p> : null}
      <p>
        <strong>{CANNOT_BE_UNDONE}</strong>
      </p>
    </>
  );
}

/** The refusal (with where the group is used) or the confirmation of a delete, naming what changes. */
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
          step.kind === 'confirm' ? (
            <DeletionSummaryText type={group.audienceGroupType} impact={step.impact} />
          ) : null
        }
        confirmLabel="Delete"
        tone="danger"
        isPending={flow.isDeleting}
        onConfirm={flow.confirm}
      />
    </>
  );
}
