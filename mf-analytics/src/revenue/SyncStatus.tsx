import type { Integration } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { Badge, DateTime } from '@console/shared/ui/display';
import styles from './Revenue.module.css';
import { REVENUE_WORDS } from './words';
import { ANALYTICS_MESSAGES, isSyncing } from '@console/analytics-contract';

/** The last sync time in the event's zone, and 'Syncing...' while a sync runs (announced). */
export function SyncStatus({ integration }: { integration: Integration }) {
  const { tz } = useCurrentEvent();
  const lastSyncAt = integration.revenueDashboardDataSyncAt;
  return (
    <p className={styles.status}>
      {lastSyncAt ? (
        <span>
          {REVENUE_WORDS.lastSynced} <DateTime value={lastSyncAt} timeZone={tz} />
        </span>
      ) : null}
      <span role="status">
        {isSyncing(integration) ? <Badge tone="info">{ANALYTICS_MESSAGES.syncing}</Badge> : null}
      </span>
    </p>
  );
}
