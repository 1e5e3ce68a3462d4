/**
 * An event's integration in the activity log (issue #46, area INTEGRATIONS, target the
 * integration by its type): its settings changed (its status, the revenue data sync permission;
 * changed values only, nothing when nothing changed) and a revenue sync started by a user. Config
 * values are never logged as they are: only the sync permission, which holds no secret. The
 * organization's integrations are not an event's and have no entry.
 */
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, type LoggedValues } from '../activity-log/values';
import { INTEGRATION_CATALOGUE } from './catalogue';
import type { integrations } from './schema';

type IntegrationRow = typeof integrations.$inferSelect;

const nameOf = (type: string): string =>
  Object.entries(INTEGRATION_CATALOGUE).find(([key]) => key === type)?.[1].name ?? type;

const target = (row: IntegrationRow) => ({
  type: 'integration',
  id: row.integrationType,
  label: nameOf(row.integrationType),
});

const settingsValues = (row: IntegrationRow): LoggedValues => ({
  solutionStatus: row.solutionStatus,
  revenueDataSync:
    row.configValues.find((c) => c.externalId === REVENUE_DASHBOARD_SYNC_CONFIG_ID)?.value ===
    'true',
});

export async function recordIntegrationChanged(
  tx: Db,
  actor: ActivityActor,
  before: IntegrationRow,
  after: IntegrationRow,
): Promise<void> {
  const change = changedValues(settingsValues(before), settingsValues(after));
  if (!hasChanges(change)) return;
  await recordActivity(tx, {
    eventId: after.eventId,
    actor,
    area: 'INTEGRATIONS',
    action: 'integration.changed',
    target: target(after),
    summary: `Changed the ${nameOf(after.integrationType)} integration`,
    ...change,
  });
}

export function recordSyncStarted(
  tx: Db,
  actor: ActivityActor,
  row: IntegrationRow,
  jobId: number,
): Promise<void> {
  return recordActivity(tx, {
    eventId: row.eventId,
    actor,
    area: 'INTEGRATIONS',
    action: 'integration.sync.started',
    target: target(row),
    summary: `Started a ${nameOf(row.integrationType)} revenue sync`,
    before: null,
    after: { jobId },
  });
}
