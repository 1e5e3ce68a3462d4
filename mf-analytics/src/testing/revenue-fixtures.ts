/** Wire data of the revenue dashboard for tests, valid against the contract's schemas. */
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID, type Integration } from '@console/shared/contract';
import type { RevenueDashboard, SyncedRevenue } from '@console/analytics-contract';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** An instant `ms` before now. */
export const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();

export const syncPermitted = (permitted: boolean) => ({
  configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: String(permitted) }],
});

/** A HubSpot integration turned on, sync permitted, never synced, unless overridden. */
export const anIntegration = (overrides: Partial<Integration> = {}): Integration => ({
  integrationType: 'HUBSPOT',
  solutionStatus: 'ENABLE',
  configValue: syncPermitted(true),
  revenueDashboardDataSyncAt: null,
  revenueDashboardLastSyncObject: null,
  ...overrides,
});

/** Synced `msAgo` before now, COMPLETED. */
export const syncedAgo = (msAgo: number): Partial<Integration> => ({
  revenueDashboardDataSyncAt: ago(msAgo),
  revenueDashboardLastSyncObject: { value: 'COMPLETED' },
});

const f = (amount: number, deals: number) => ({ amount, deals });
const none = f(0, 0);

/** Won, open and lost apart; every breakdown adds up to the totals. */
export const REVENUE: SyncedRevenue = {
  currency: 'USD',
  otherCurrencyDeals: 0,
  totals: { won: f(987_654, 1000), open: f(246_913.5, 234), lost: f(12_000, 6) },
  byTicketType: [
    { label: 'VIP', won: f(700_000, 350), open: f(100_000, 50), lost: f(12_000, 6) },
    { label: 'General admission', won: f(287_654, 650), open: f(146_913.5, 184), lost: none },
  ],
  byStage: [
    { stageId: '1001', label: 'Negotiation', outcome: 'OPEN', ...f(246_913.5, 234) },
    { stageId: 'closedwon', label: 'Closed Won', outcome: 'WON', ...f(987_654, 1000) },
    { stageId: 'closedlost', label: 'Closed Lost', outcome: 'LOST', ...f(12_000, 6) },
  ],
  overTime: [
    { label: '2026-10', won: f(200_000, 200), open: f(34_567.5, 34), lost: none },
    { label: '2026-11', won: f(787_654, 800), open: f(212_346, 200), lost: f(12_000, 6) },
  ],
};

export const aDashboard = (
  integration: Integration | null,
  revenue: RevenueDashboard['revenue'] = null,
  switchesOff: RevenueDashboard['switchesOff'] = [],
): RevenueDashboard => ({ integration, switchesOff, revenue });

/** The integration's last sync time; fails the test when it has none. */
export function lastSyncAt(integration: Integration): string {
  if (!integration.revenueDashboardDataSyncAt) throw new Error('never synced');
  return integration.revenueDashboardDataSyncAt;
}
