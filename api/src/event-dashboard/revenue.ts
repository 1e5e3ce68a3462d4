/**
 * The dashboard's revenue: the §4.3 screen the revenue dashboard would show and, once a sync has
 * completed (the sync store's revenueDashboardDataSyncAt), the synced deals' totals as that page
 * computes them.
 */
import { isSyncing, revenueScreenFor } from '@console/analytics-contract';
import type { DashboardRevenue } from '@console/registration-contract';
import type { Db } from '../db/client';
import { toWireIntegration } from '../integrations/effective-status';
import { revenueFigures } from '../revenue-dashboard/figures';
import { findRevenueIntegration } from '../revenue-dashboard/revenue-integration';

export async function dashboardRevenue(
  db: Db,
  event: { id: number; organizationId: number; tz: string },
): Promise<DashboardRevenue> {
  const found = await findRevenueIntegration(db, event);
  const integration = found ? toWireIntegration(found.row, found.organizationStatus) : null;
  const screen = revenueScreenFor(integration);
  if (screen !== 'REVENUE_DASHBOARD_SCREEN') return { state: 'NOT_SYNCED', screen };
  const lastSyncedAt = integration?.revenueDashboardDataSyncAt;
  // revenueScreenFor shows the dashboard only once a sync has a time.
  if (!integration || !lastSyncedAt)
    throw new Error('revenue dashboard screen without a sync time');
  const { currency, totals } = await revenueFigures(db, event);
  const { won, open, lost } = totals;
  return {
    state: 'SYNCED',
    lastSyncedAt,
    syncing: isSyncing(integration),
    currency,
    // The dashboard's card: won and open revenue (lost left out), over every deal.
    totalAmount: won.amount + open.amount,
    wonAmount: won.amount,
    dealCount: won.deals + open.deals + lost.deals,
  };
}
