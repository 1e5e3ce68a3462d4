/**
 * The revenue dashboard (spec §4.3): its screen from the integration's real state, the
 * 'Syncing...' indicator, the once-a-day manual sync and the outdated-data banner. One set of
 * rules read by the page and by the API (which refuses a sync inside the window).
 */
import { z } from '@console/shared/zod';
import {
  IntegrationSchema,
  REVENUE_DASHBOARD_SYNC_CONFIG_ID,
  type Integration,
} from '@console/shared/contract';

/** The CRM kinds whose deals feed the revenue dashboard. */
export const REVENUE_INTEGRATION_TYPES = ['HUBSPOT', 'SALESFORCE'] as const;

export const REVENUE_SCREENS = [
  'INTEGRATION_OFF_SCREEN',
  'DATA_SYNC_OFF_SCREEN',
  'NO_DATA_SYNC_SCREEN',
  'SYNC_IN_PROGRESS_SCREEN',
  'REVENUE_DASHBOARD_SCREEN',
] as const;
export type RevenueScreen = (typeof REVENUE_SCREENS)[number];

/** Manual sync: once per day (spec §9). */
export const SYNC_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SYNC_COMPLETED = 'COMPLETED';
/** The last sync ended in error: nothing runs, and the next sync waits only on the day since the last completed one. */
export const SYNC_FAILED = 'FAILED';

type RevenueIntegration = Pick<
  Integration,
  'solutionStatus' | 'configValue' | 'revenueDashboardDataSyncAt' | 'revenueDashboardLastSyncObject'
>;

export function isSyncPermitted(integration: RevenueIntegration): boolean {
  return integration.configValue.configValues.some(
    (c) => c.externalId === REVENUE_DASHBOARD_SYNC_CONFIG_ID && c.value === 'true',
  );
}

/** The last sync ended FAILED (the page says so and offers 'Sync now' again). */
export function isSyncFailed(integration: RevenueIntegration): boolean {
  return integration.revenueDashboardLastSyncObject?.value === SYNC_FAILED;
}

/**
 * The 'Syncing...' indicator: a last sync object that is not COMPLETED. One choice of ours: a
 * FAILED one is not running either, else a failed sync would block 'Sync now' for ever.
 */
export function isSyncing(integration: RevenueIntegration): boolean {
  const last = integration.revenueDashboardLastSyncObject;
  return last !== null && last.value !== SYNC_COMPLETED && last.value !== SYNC_FAILED;
}

/**
 * The screen, first matching row of §4.3 from the top. Choices of ours (docs/decisions/0014):
 * an integration turned off, or with sync no longer permitted, that has synced before keeps
 * showing its last data with the outdated-data banner instead of hiding it; a first sync that
 * FAILED shows 'No data synced yet' (with 'Sync now') rather than 'Syncing data...'.
 */
export function revenueScreenFor(integration: RevenueIntegration | null): RevenueScreen {
  if (!integration) return 'INTEGRATION_OFF_SCREEN';
  const hasSynced = integration.revenueDashboardDataSyncAt !== null;
  const enabled = integration.solutionStatus === 'ENABLE';
  if (!enabled && !hasSynced) return 'INTEGRATION_OFF_SCREEN';
  if (enabled && !isSyncPermitted(integration) && !hasSynced) return 'DATA_SYNC_OFF_SCREEN';
  if (!hasSynced && (!integration.revenueDashboardLastSyncObject || isSyncFailed(integration)))
    return 'NO_DATA_SYNC_SCREEN';
  if (!hasSynced) return 'SYNC_IN_PROGRESS_SCREEN';
  return 'REVENUE_DASHBOARD_SCREEN';
}

/** The outdated-data banner: the dashboard shows while the integration is off or sync not permitted. */
export function showsOutdatedBanner(integration: RevenueIntegration | null): boolean {
  if (!integration || revenueScreenFor(integration) !== 'REVENUE_DASHBOARD_SCREEN') return false;
  return integration.solutionStatus !== 'ENABLE' || !isSyncPermitted(integration);
}

/** When the next manual sync is allowed: one day after the last one (null: now). */
export function nextSyncAvailableAt(lastSyncAt: string | null): Date | null {
  return lastSyncAt ? new Date(Date.parse(lastSyncAt) + SYNC_WINDOW_MS) : null;
}

/** 'Sync now' is allowed: integration on, sync permitted, no sync running, a day since the last. */
export function canSyncNow(integration: RevenueIntegration, now: Date): boolean {
  if (integration.solutionStatus !== 'ENABLE' || !isSyncPermitted(integration)) return false;
  if (isSyncing(integration)) return false;
  const next = nextSyncAvailableAt(integration.revenueDashboardDataSyncAt);
  return next === null || next.getTime() <= now.getTime();
}

/**
 * What became of a deal, from its pipeline stage as the CRM says (a closed stage at probability 1
 * is won, below it lost; any other stage is open). Every figure of the dashboard keeps the three
 * apart, so its breakdowns add up to its totals (decision 0043).
 */
export const DEAL_OUTCOMES = ['WON', 'OPEN', 'LOST'] as const;
export const DealOutcomeSchema = z.enum(DEAL_OUTCOMES);
export type DealOutcome = z.infer<typeof DealOutcomeSchema>;

/** An amount in the dashboard's currency and the number of deals it sums. */
const FigureSchema = z.object({ amount: z.number(), deals: z.number().int() });
export type RevenueFigure = z.infer<typeof FigureSchema>;

/** Won, open and lost deals apart. */
const OutcomeFiguresSchema = z.object({
  won: FigureSchema,
  open: FigureSchema,
  lost: FigureSchema,
});
export type OutcomeFigures = z.infer<typeof OutcomeFiguresSchema>;

/** One row of a breakdown by ticket type or by month: its won, open and lost deals. */
const BreakdownRowSchema = OutcomeFiguresSchema.extend({ label: z.string() });
export type BreakdownRow = z.infer<typeof BreakdownRowSchema>;

/** One pipeline stage: its CRM label (its id when the CRM named none) and the outcome it means. */
const StageRowSchema = FigureSchema.extend({
  stageId: z.string(),
  label: z.string(),
  outcome: DealOutcomeSchema,
});
export type StageRow = z.infer<typeof StageRowSchema>;

/** GET revenue-dashboard: the integration's state and, once synced, the figures from the synced deals. */
export const RevenueDashboardSchema = z.object({
  integration: IntegrationSchema.nullable(),
  /**
   * The switches that keep the integration off, in the order to turn them on: the organization's
   * (which turns it off for every event) and the event's own. Empty when it is on or there is none.
   */
  switchesOff: z.array(z.enum(['ORGANIZATION', 'EVENT'])),
  revenue: z
    .object({
      currency: z.string(),
      /** Deals in other currencies, left out of every figure rather than added to it. */
      otherCurrencyDeals: z.number().int(),
      totals: OutcomeFiguresSchema,
      byTicketType: z.array(BreakdownRowSchema),
      /** In the CRM's pipeline order; each stage's deals count under its outcome only. */
      byStage: z.array(StageRowSchema),
      /** By month of the close (or create) date, ascending, label 'YYYY-MM'. */
      overTime: z.array(BreakdownRowSchema),
    })
    .nullable(),
});
export type RevenueDashboard = z.infer<typeof RevenueDashboardSchema>;
export type SyncedRevenue = NonNullable<RevenueDashboard['revenue']>;
export type IntegrationSwitch = RevenueDashboard['switchesOff'][number];

/** POST revenue-dashboard/sync: the sync job started. */
export const RevenueSyncStartedSchema = z.object({
  jobId: z.number().int(),
  nextSyncAt: z.string(),
});
export type RevenueSyncStarted = z.infer<typeof RevenueSyncStartedSchema>;
