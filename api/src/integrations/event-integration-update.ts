/**
 * PATCH of an event's integration: its own status (the effective one still needs the
 * organization's, effective-status.ts) and the revenue dashboard data sync permission, kept as
 * the REVENUE_DASHBOARD_SYNC_CONFIG_ID config value 'true' / 'false' (spec §4.3). The row is
 * locked while its config values are rewritten, so two changes never lose one another; the change
 * is logged in the same transaction.
 */
import { and, asc, eq } from 'drizzle-orm';
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import type { UpdateEventIntegration } from '@console/integrations-contract';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { recordIntegrationChanged } from './activity';
import { integrations } from './schema';

type ConfigValues = (typeof integrations.$inferSelect)['configValues'];

/** The config values with the sync permission set to `permitted` (added when missing). */
export function withSyncPermission(configValues: ConfigValues, permitted: boolean): ConfigValues {
  const value = permitted ? 'true' : 'false';
  const others = configValues.filter((c) => c.externalId !== REVENUE_DASHBOARD_SYNC_CONFIG_ID);
  return [...others, { externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value }];
}

/** Applies the change to the event's integration of `integrationType`; 404 when it has none. */
export async function updateEventIntegration(
  db: Db,
  eventId: number,
  integrationType: string,
  change: UpdateEventIntegration,
  actor: ActivityActor,
): Promise<typeof integrations.$inferSelect> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrations)
      .where(
        and(eq(integrations.eventId, eventId), eq(integrations.integrationType, integrationType)),
      )
      .orderBy(asc(integrations.id))
      .limit(1)
      .for('update');
    if (!row) throw notFound('Integration');
    const set: Partial<typeof integrations.$inferInsert> = {
      ...(change.solutionStatus !== undefined ? { solutionStatus: change.solutionStatus } : {}),
      ...(change.revenueDataSync !== undefined
        ? { configValues: withSyncPermission(row.configValues, change.revenueDataSync) }
        : {}),
    };
    const [updated] = await tx
      .update(integrations)
      .set(set)
      .where(eq(integrations.id, row.id))
      .returning();
    if (!updated) return row;
    await recordIntegrationChanged(tx, actor, row, updated);
    return updated;
  });
}
