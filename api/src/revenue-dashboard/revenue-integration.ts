/**
 * The event's integration that feeds its revenue dashboard: one of REVENUE_INTEGRATION_TYPES,
 * preferring one that is effectively on, then one that has synced, then the oldest.
 */
import { REVENUE_INTEGRATION_TYPES } from '@console/analytics-contract';
import type { Db } from '../db/client';
import { eventIntegrationRows } from '../integrations/effective-status';

export type RevenueIntegrationRow = Awaited<ReturnType<typeof eventIntegrationRows>>[number];

const isRevenueType = (type: string) =>
  (REVENUE_INTEGRATION_TYPES as readonly string[]).includes(type);

function rank({ row, organizationStatus }: RevenueIntegrationRow): number {
  const on = row.solutionStatus === 'ENABLE' && organizationStatus === 'ENABLE';
  return (on ? 0 : 2) + (row.revenueDashboardDataSyncAt ? 0 : 1);
}

export async function findRevenueIntegration(
  db: Db,
  event: { id: number; organizationId: number },
): Promise<RevenueIntegrationRow | null> {
  const rows = (await eventIntegrationRows(db, event)).filter((r) =>
    isRevenueType(r.row.integrationType),
  );
  // Stable: among equals the rows stay in id order.
  return rows.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
