/**
 * The status an event's integration really has: ENABLE only when both the event's row and the
 * organization's integration of that type are ENABLE (an organization turning one off turns it
 * off for every event). Used by the event's integration list and the revenue dashboard; the
 * context's hasEnabledIntegration (the sidebar's Integrations entry, spec §2.2, §5) reads the
 * organization's status alone.
 */
import { and, asc, eq } from 'drizzle-orm';
import { isSupportedEnabledIntegration, type Integration } from '@console/shared/contract';
import type { Db } from '../db/client';
import { integrations, organizationIntegrations } from './schema';

type Status = Integration['solutionStatus'];
type IntegrationRow = typeof integrations.$inferSelect;

export function effectiveStatus(eventStatus: Status, organizationStatus: Status | null): Status {
  return eventStatus === 'ENABLE' && organizationStatus === 'ENABLE' ? 'ENABLE' : 'DISABLE';
}

export function toWireIntegration(
  row: IntegrationRow,
  organizationStatus: Status | null,
): Integration {
  return {
    integrationType: row.integrationType,
    solutionStatus: effectiveStatus(row.solutionStatus, organizationStatus),
    configValue: { configValues: row.configValues },
    revenueDashboardDataSyncAt: row.revenueDashboardDataSyncAt?.toISOString() ?? null,
    revenueDashboardLastSyncObject: row.revenueDashboardLastSyncObject ?? null,
  };
}

/** The event's integration rows, each with its organization's status (null: no such row). */
export function eventIntegrationRows(
  db: Db,
  event: { id: number; organizationId: number },
): Promise<{ row: IntegrationRow; organizationStatus: Status | null }[]> {
  return db
    .select({ row: integrations, organizationStatus: organizationIntegrations.status })
    .from(integrations)
    .leftJoin(
      organizationIntegrations,
      and(
        eq(organizationIntegrations.organizationId, event.organizationId),
        eq(organizationIntegrations.integrationType, integrations.integrationType),
      ),
    )
    .where(eq(integrations.eventId, event.id))
    .orderBy(asc(integrations.id));
}

/** The event's integrations on the wire, effective statuses. */
export async function eventIntegrations(
  db: Db,
  event: { id: number; organizationId: number },
): Promise<Integration[]> {
  const rows = await eventIntegrationRows(db, event);
  return rows.map(({ row, organizationStatus }) => toWireIntegration(row, organizationStatus));
}

/**
 * Whether the event uses an integration of a supported type that its organization has on, its own
 * switch on or off: the Integrations menu entry (spec §2.2, §5), so the page holding that switch
 * stays reachable while it is off (decision 0043).
 */
export async function hasEnabledIntegration(
  db: Db,
  event: { id: number; organizationId: number },
): Promise<boolean> {
  const rows = await eventIntegrationRows(db, event);
  return rows.some(({ row, organizationStatus }) =>
    isSupportedEnabledIntegration({
      integrationType: row.integrationType,
      solutionStatus: organizationStatus ?? 'DISABLE',
    }),
  );
}
