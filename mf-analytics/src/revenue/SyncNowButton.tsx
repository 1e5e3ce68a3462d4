import { useId } from 'react';
import type { Integration } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { Button, formatDateTimeWithZone } from '@console/shared/ui';
import { useRerenderAt } from './hooks/use-rerender-at';
import { useRevenueSync } from './hooks/use-revenue-sync';
import styles from './Revenue.module.css';
import { syncNowState } from './sync-now-state';
import { REVENUE_WORDS } from './words';
import { ANALYTICS_MESSAGES } from '@console/analytics-contract';

/**
 * 'Sync now' (spec §4.3). Inside the 1-day window it is disabled and says when the next sync is
 * available, in the event's time zone. A disabled button takes no focus and shows no tooltip,
 * so the time is written beside it (and describes it) for every user, keyboard included; the
 * button turns on by itself when the time comes.
 */
export function SyncNowButton({ integration }: { integration: Integration }) {
  const { tz } = useCurrentEvent();
  const sync = useRevenueSync();
  const noteId = useId();
  const state = syncNowState(integration, new Date(), sync.isPending);
  useRerenderAt(state.kind === 'waiting' ? state.nextSyncAt : null);
  const note =
    state.kind === 'waiting'
      ? ANALYTICS_MESSAGES.nextSyncAt(formatDateTimeWithZone(state.nextSyncAt.toISOString(), tz))
      : null;
  return (
    <div className={styles.syncNow}>
      <Button
        variant="primary"
        isDisabled={state.kind !== 'ready'}
        aria-describedby={note ? noteId : undefined}
        onPress={() => sync.mutate()}
      >
        {REVENUE_WORDS.syncNow}
      </Button>
      {note ? (
        <span id={noteId} className={styles.note}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
