import { useLeaveConfirmation } from '@console/shared/react';
import { LeaveDialog } from '@console/shared/ui/dialog';
import { SESSION_ACCESS_TEXT } from '../texts';
import { useHasPendingChanges, type PendingStore } from './pending-store';

/**
 * Asks before the user leaves the screen with pending changes. Its own component, so the first
 * toggle (which makes changes pending) re-renders this and not the screen.
 */
export function LeaveGuard({ store }: { store: PendingStore }) {
  return (
    <LeaveDialog
      confirmation={useLeaveConfirmation(useHasPendingChanges(store))}
      title={SESSION_ACCESS_TEXT.leaveTitle}
      message={SESSION_ACCESS_TEXT.leaveBody}
    />
  );
}
