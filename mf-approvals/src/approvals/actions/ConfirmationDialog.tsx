import type { ReactNode } from 'react';
import { useRouteBuilder } from '@console/shared/react';
import { Button, Link } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import styles from '../Approvals.module.css';
import { blockedContent } from './blocked-content';
import { BlockerList } from './BlockerList';
import { confirmationContent } from './confirmation-content';
import type { ApprovalAction } from './use-approval-action';
import type { ApprovalBlockerDetails } from '@console/approvals-contract';

export interface ConfirmationDialogProps {
  action: ApprovalAction;
  labels: ApprovalLabels;
}

interface DialogView {
  title: string;
  paragraphs: string[];
  items: string[];
  /** §5 dialogs: the ticket types and coupons that block the selection, with their edit links. */
  blockers: ApprovalBlockerDetails | null;
  actions: ReactNode;
  linksToEmailSettings: boolean;
}

/**
 * The dialog of the current step of an approval: §5 blocked requests (refused, or an offer to
 * approve the others), then the server's confirmation type. One Dialog for every step, so the
 * focus goes back to what opened the first one when the last one closes.
 */
export function ConfirmationDialog({ action, labels }: ConfirmationDialogProps) {
  const routes = useRouteBuilder();
  const view = dialogView(action, labels);
  if (!view) return null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) action.cancel();
      }}
      title={view.title}
      role="alertdialog"
      isDismissable={!action.isPending}
      actions={view.actions}
    >
      {view.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {view.items.length > 0 ? (
        <ul className={styles.plainList}>
          {view.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {view.blockers ? <BlockerList blockers={view.blockers} withRequests grouped /> : null}
      {view.linksToEmailSettings ? (
        <p>
          {/* Communication > Standard marks and focuses the approval email's switch. */}
          <Link href={routes.to('communication.standard', {}, { email: 'APPROVAL_APPROVED' })}>
            Open email settings
          </Link>
        </p>
      ) : null}
    </Dialog>
  );
}

function dialogView(action: ApprovalAction, labels: ApprovalLabels): DialogView | null {
  const { step, isPending, confirm, approveOthers, cancel } = action;
  const cancelButton = (
    <Button variant="secondary" isDisabled={isPending} onPress={cancel}>
      Cancel
    </Button>
  );
  switch (step.kind) {
    case 'idle':
      return null;
    case 'blocked': {
      const content = blockedContent(step.blocked, step.blockers, 0);
      return {
        ...content,
        items: [],
        blockers: step.blockers,
        linksToEmailSettings: false,
        actions: (
          <Button variant="primary" onPress={cancel}>
            OK
          </Button>
        ),
      };
    }
    case 'someBlocked': {
      const { blocked, blockers, selectedCount } = step.details;
      const content = blockedContent(blocked, blockers, selectedCount);
      return {
        ...content,
        items: [],
        blockers,
        linksToEmailSettings: false,
        actions: (
          <>
            {cancelButton}
            <Button variant="primary" isDisabled={isPending} onPress={approveOthers}>
              {content.approveOthersLabel}
            </Button>
          </>
        ),
      };
    }
    case 'confirm': {
      const content = confirmationContent(step.details.confirmationPopupType, step.details, labels);
      return {
        ...content,
        blockers: null,
        actions: (
          <>
            {cancelButton}
            <Button
              variant={content.tone === 'danger' ? 'danger' : 'primary'}
              isDisabled={isPending}
              onPress={() => void confirm()}
            >
              {content.confirmLabel}
            </Button>
          </>
        ),
      };
    }
  }
}
