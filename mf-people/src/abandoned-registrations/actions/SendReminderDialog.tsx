import { Button, ErrorState, LoadingState } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { DetailsList, EmailText } from '@console/shared/ui/display';
import { useReminderPreview } from '../hooks/use-reminder-preview';
import styles from '../Abandoned.module.css';
import { reminderErrorText } from './messages';
import { ABANDONED_MESSAGES as M } from './words';
import type { AbandonedAction } from '@console/people-contract';

export interface SendReminderDialogProps {
  /** The selection to remind; null while no reminder is being confirmed (closed). */
  selection: AbandonedAction | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a reminder goes out (issue #44): the email it sends, as the event's
 * reminder is filled for the first person of the selection, and to how many. A reminder the
 * server would refuse (the email turned off, too many people) says why, and cannot be sent.
 */
export function SendReminderDialog({
  selection,
  isPending,
  onConfirm,
  onCancel,
}: SendReminderDialogProps) {
  const preview = useReminderPreview(selection);
  return (
    <Dialog
      isOpen={selection !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      role="alertdialog"
      title={M.remindTitle}
      isDismissable={!isPending}
      actions={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={onCancel}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={!preview.isSuccess}
            isPending={isPending}
            onPress={onConfirm}
          >
            {M.remindConfirm}
          </Button>
        </>
      }
    >
      {preview.isPending ? <LoadingState label={M.remindLoading} /> : null}
      {preview.isError ? (
        <ErrorState
          title="The reminder cannot be sent"
          message={reminderErrorText(preview.error)}
        />
      ) : null}
      {preview.isSuccess ? (
        <>
          <p>{M.remindTo(preview.data.count)}</p>
          <DetailsList aria-label="Reminder email">
            <dt>To</dt>
            <dd>
              {preview.data.to.name ? `${preview.data.to.name} ` : null}
              <EmailText email={preview.data.to.email} />
            </dd>
            <dt>Subject</dt>
            <dd>{preview.data.subject}</dd>
          </DetailsList>
          <p className={styles.emailText} aria-label="Email text">
            {preview.data.text}
          </p>
          <p className={styles.muted}>{M.remindFrom}</p>
        </>
      ) : null}
    </Dialog>
  );
}
