/**
 * What the sync job reads and writes: the integration and its organization's CRM connection,
 * the deals upserted by (event, external id), and the sync's end on the integration (COMPLETED
 * with the sync time, deals no longer in the CRM removed and the pipeline stages replaced; or
 * FAILED).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { isSyncPermitted } from '@console/analytics-contract';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { toWireIntegration } from '../integrations/effective-status';
import { crmConnection } from '../integrations/organization-integrations';
import { crmDeals, crmDealStages, integrations } from '../integrations/schema';
import type { CrmDealStage } from './crm-client';
import type { DealRow } from './deal-rows';
import { SYNC_STATE } from './sync-payload';

export interface SyncTarget {
  /** Effectively on (event and organization) with the data sync permitted. */
  allowed: boolean;
  baseUrl: string | null;
  apiToken: string | null;
}

export async function loadSyncTarget(
  db: Db,
  eventId: number,
  integrationId: number,
): Promise<SyncTarget | null> {
  const [found] = await db
    .select({ row: integrations, organizationId: events.organizationId })
    .from(integrations)
    .innerJoin(events, eq(events.id, integrations.eventId))
    .where(and(eq(integrations.id, integrationId), eq(integrations.eventId, eventId)));
  if (!found) return null;
  const connection = await crmConnection(db, found.organizationId, found.row.integrationType);
  const wire = toWireIntegration(found.row, connection?.status ?? null);
  return {
    allowed: wire.solutionStatus === 'ENABLE' && isSyncPermitted(wire),
    baseUrl: connection?.baseUrl ?? null,
    apiToken: connection?.apiToken ?? null,
  };
}

export async function upsertDeals(db: Db, rows: readonly DealRow[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(crmDeals)
    .values([...rows])
    .onConflictDoUpdate({
      target: [crmDeals.eventId, crmDeals.externalId],
      set: {
        name: excluded('name'),
        stage: excluded('stage'),
        amountCents: excluded('amount_cents'),
        currency: excluded('currency'),
        ticketType: excluded('ticket_type'),
        closedAt: excluded('closed_at'),
        createdAt: excluded('created_at'),
        syncedAt: excluded('synced_at'),
      },
    });
}

/**
 * The sync succeeded: deals it did not see are gone from the CRM; the pipeline stages it read
 * replace the event's (their labels and outcomes go with the deals); the integration records it.
 */
export async function completeSync(
  db: Db,
  target: { eventId: number; integrationId: number },
  startedAt: Date,
  finishedAt: Date,
  stages: readonly CrmDealStage[],
): Promise<void> {
  await db
    .delete(crmDeals)
    .where(and(eq(crmDeals.eventId, target.eventId), lt(crmDeals.syncedAt, startedAt)));
  await db.delete(crmDealStages).where(eq(crmDealStages.eventId, target.eventId));
  // A stage id listed twice (two pipelines) keeps its first place.
  const seen = new Set<string>();
  const rows = stages.filter((stage) => !seen.has(stage.stageId) && seen.add(stage.stageId));
  if (rows.length > 0)
    await db.insert(crmDealStages).values(rows.map((s) => ({ eventId: target.eventId, ...s })));
  await db
    .update(integrations)
    .set({
      revenueDashboardDataSyncAt: finishedAt,
      revenueDashboardLastSyncObject: { value: SYNC_STATE.completed },
    })
    .where(eq(integrations.id, target.integrationId));
}

export async function failSync(db: Db, integrationId: number): Promise<void> {
  await db
    .update(integrations)
    .set({ revenueDashboardLastSyncObject: { value: SYNC_STATE.failed } })
    .where(eq(integrations.id, integrationId));
}
