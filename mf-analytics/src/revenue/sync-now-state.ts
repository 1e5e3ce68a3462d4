/**
 * What 'Sync now' offers (spec §4.3, §5): pressable, starting (the POST is in flight), waiting
 * for the 1-day window to end (it says when), or unavailable (off, not permitted, a sync runs).
 */
import type { Integration } from '@console/shared/contract';
import {
  canSyncNow,
  isSyncing,
  isSyncPermitted,
  nextSyncAvailableAt,
} from '@console/analytics-contract';

export type SyncNowState =
  | { kind: 'ready' }
  | { kind: 'starting' }
  | { kind: 'waiting'; nextSyncAt: Date }
  | { kind: 'unavailable' };

export function syncNowState(
  integration: Integration,
  now: Date,
  isStarting: boolean,
): SyncNowState {
  if (isStarting) return { kind: 'starting' };
  if (canSyncNow(integration, now)) return { kind: 'ready' };
  const next = nextSyncAvailableAt(integration.revenueDashboardDataSyncAt);
  const onlyTheWindow =
    integration.solutionStatus === 'ENABLE' &&
    isSyncPermitted(integration) &&
    !isSyncing(integration);
  return onlyTheWindow && next ? { kind: 'waiting', nextSyncAt: next } : { kind: 'unavailable' };
}
