import { useRouteBuilder } from '@console/shared/react';
import { Button, Dialog, Link } from '@console/shared/ui';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import styles from '../Approvals.module.css';
import { confirmationContent, localBlockContent } from './confirmation-content';
import type { ApprovalAction } from './use-approval-action';

export interface ConfirmationDialogProps {
  action: ApprovalAction;
  labels: ApprovalLabels;
}

/** The dialog of the current step of an approval: a §5 local block or the server's confirmation type. */
export function ConfirmationDialog({ action, labels }: ConfirmationDialogProps) {
  const routes = useRouteBuilder();
  const { step, isPending, confirm, cancel } = action;
  const onOpenChange = (open: boolean) => {
    if (!open) cancel();
  };

  if (step.kind === 'blocked') {
    const content = localBlockContent(step.block);
    return (
      <Dialog
        isOpen
        onOpenChange={onOpenChange}
        title={content.title}
        role="alertdialog"
        actions={
          <Button variant="primary" onPress={cancel}>
            OK
          </Button>
        }
      >
        <p>{content.message}</p>
      </Dialog>
    );
  }

  if (step.kind !== 'confirm') return null;
  const content = confirmationContent(step.details.confirmationPopupType, step.details, labels);
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={content.title}
      role="alertdialog"
      isDismissable={!isPending}
      actions={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={cancel}>
            Cancel
          </Button>
          <Button
            variant={content.tone === 'danger' ? 'danger' : 'primary'}
            isDisabled={isPending}
            onPress={() => void confirm()}
          >
            {content.confirmLabel}
          </Button>
        </>
      }
    >
      {content.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {content.items.length > 0 ? (
        <ul className={styles.plainList}>
          {content.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {content.linksToEmailSettings ? (
        <p>
          <Link href={routes.to('communication.standard')}>Open email settings</Link>
        </p>
      ) : null}
    </Dialog>
  );
}
