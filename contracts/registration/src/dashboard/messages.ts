/**
 * The event dashboard's strings: the revenue states quoted exactly from spec §4.3 and §8, then
 * ours (the spec gives none for the dashboard itself; docs/decisions/0005).
 */
import type { DashboardRevenueNotSyncedScreen } from './schemas';

export const EVENT_DASHBOARD_MESSAGES = {
  revenueNotSynced: {
    INTEGRATION_OFF_SCREEN: 'Integration turned off',
    DATA_SYNC_OFF_SCREEN: 'Data sync approval needed',
    NO_DATA_SYNC_SCREEN: 'No data synced yet',
    SYNC_IN_PROGRESS_SCREEN: 'Syncing data...',
  } satisfies Record<DashboardRevenueNotSyncedScreen, string>,
  unlimited: 'Unlimited',
  attendanceNotCounted: 'Attendance shows here once the analytics reports are first updated.',
  loadFailed: 'The dashboard could not be loaded. Try again.',
} as const;
