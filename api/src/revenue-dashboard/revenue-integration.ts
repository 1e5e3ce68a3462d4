/**
 * The event's integration that feeds its revenue dashboard: one of REVENUE_INTEGRATION_TYPES,
 * preferring one that is effectively on, then one that has synced, then the oldest.
 */
import { REVENUE_INTEGRATION_TYPES, type IntegrationSwitch } from '@console/analytics-contract';
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

/**
 * The switches that keep the integration off, in the order to turn them on: the organization's
 * (none stored is off) before the event's own.
 */
export function switchesOff({
  row,
  organizationStatus,
}: RevenueIntegrationRow): IntegrationSwitch[] {
  return [
    organizationStatus === 'ENABLE' ? null : ('ORGANIZATION' as const),
    row.solutionStatus === 'ENABLE' ? null : ('EVENT' as const),
  ].filter((key) => key !== null);
}
