/** Wire data of the revenue dashboard for tests, valid against the contract's schemas. */
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID, type Integration } from '@console/shared/contract';
import type { RevenueDashboard } from '@console/analytics-contract';

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

export const REVENUE: NonNullable<RevenueDashboard['revenue']> = {
  currency: 'USD',
  totalAmount: 1_234_567.5,
  wonAmount: 987_654,
  dealCount: 1234,
  byTicketType: [
    { label: 'VIP', amount: 800_000, deals: 400 },
    { label: 'General admission', amount: 434_567.5, deals: 834 },
  ],
  byStage: [
    { label: 'Closed won', amount: 987_654, deals: 1000 },
    { label: 'Negotiation', amount: 246_913.5, deals: 234 },
  ],
  overTime: [
    { label: '2026-10', amount: 234_567.5, deals: 234 },
    { label: '2026-11', amount: 1_000_000, deals: 1000 },
  ],
};

export const aDashboard = (
  integration: Integration | null,
  revenue: RevenueDashboard['revenue'] = null,
): RevenueDashboard => ({ integration, revenue });

/** The integration's last sync time; fails the test when it has none. */
export function lastSyncAt(integration: Integration): string {
  if (!integration.revenueDashboardDataSyncAt) throw new Error('never synced');
  return integration.revenueDashboardDataSyncAt;
}
