/**
 * Why 'Sync now' is refused (spec §4.3, §5), the server's side of the contract's canSyncNow:
 * integration off or sync not permitted, a sync still running, or inside the day after the last
 * sync (with the next time in the event's zone). Null when a sync may start.
 */
import {
  ANALYTICS_EXTRA_MESSAGES,
  canSyncNow,
  isSyncing,
  isSyncPermitted,
  nextSyncAvailableAt,
} from '@console/analytics-contract';
import type { Integration } from '@console/shared/contract';
import { formatInEventZone } from './format-time';

export function syncRefusal(
  integration: Integration | null,
  now: Date,
  timeZone: string,
): string | null {
  if (!integration || integration.solutionStatus !== 'ENABLE' || !isSyncPermitted(integration))
    return ANALYTICS_EXTRA_MESSAGES.syncNotAllowed;
  if (isSyncing(integration)) return ANALYTICS_EXTRA_MESSAGES.syncRunning;
  if (canSyncNow(integration, now)) return null;
  const next = nextSyncAvailableAt(integration.revenueDashboardDataSyncAt) ?? now;
  return ANALYTICS_EXTRA_MESSAGES.syncTooSoon(formatInEventZone(next, timeZone));
}
