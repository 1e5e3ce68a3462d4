/**
 * The revenue dashboard sync as a platform job (kind `revenue-dashboard-sync`, wired in app.ts):
 * reads the CRM's deal pipeline stages (labels, won/open/lost), pages every deal of the
 * organization's CRM (crm-client.ts), keeps this event's, and upserts them page by page, each
 * page one `job.step` (its progress and lock renewal commit with it; a rate-limit wait renews the
 * lock too). Success stores the stages and sets the sync time and COMPLETED; any failure sets
 * FAILED and ends the job with a reason the user can act on. A reclaimed crashed run starts the
 * paging over: upserts make that harmless. Every request goes through the CRM address rule's
 * dispatcher (the operator's CRM_ALLOWED_HOSTS, from the app's options).
 */
import { defaultCrmAddressRule, type CrmAddressRule } from '../integrations/crm-address-rule';
import { crmDispatcher } from '../integrations/crm-dispatcher';
import { JobFailure } from '../jobs/failure';
import type { JobKind } from '../jobs/job-kind';
import type { JobRegistry } from '../jobs/registry';
import { crmReader } from './crm-client';
import { dealRow } from './deal-rows';
import { REVENUE_REQUIREMENT } from './permission';
import { failureReason, SYNC_FAILURES, SyncRefused } from './sync-failures';
import {
  REVENUE_SYNC_JOB_KIND,
  RevenueSyncPayloadSchema,
  type RevenueSyncPayload,
} from './sync-payload';
import { completeSync, failSync, loadSyncTarget, upsertDeals } from './sync-store';

export interface RevenueSyncOptions {
  /** Which CRM addresses may be called; the demo CRM alone by default. */
  crmAddressRule?: CrmAddressRule;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  requestTimeoutMs?: number;
  maxRetryWaitMs?: number;
  maxRateLimitRetries?: number;
  pageSize?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRevenueSyncJob({
  crmAddressRule = defaultCrmAddressRule(),
  sleep = wait,
  now = () => new Date(),
  requestTimeoutMs = 15_000,
  maxRetryWaitMs = 30_000,
  maxRateLimitRetries = 10,
  pageSize = 100,
}: RevenueSyncOptions = {}): JobKind<RevenueSyncPayload> {
  return {
    kind: REVENUE_SYNC_JOB_KIND,
    payload: RevenueSyncPayloadSchema,
    readPermission: REVENUE_REQUIREMENT,
    // Failures end the run themselves (FAILED); the retries are for a crashed, reclaimed run.
    retry: { maxAttempts: 3, backoffMs: () => 0 },
    async run(job) {
      const { eventId } = job;
      const { integrationId } = job.payload;
      const startedAt = now();
      let seen = 0;
      const dispatcher = crmDispatcher(crmAddressRule);
      try {
        const target = await job.step(0, (tx) => loadSyncTarget(tx, eventId, integrationId));
        if (!target) throw new SyncRefused(SYNC_FAILURES.integrationGone);
        if (!target.allowed) throw new SyncRefused(SYNC_FAILURES.notAllowed);
        if (!target.baseUrl || !target.apiToken) throw new SyncRefused(SYNC_FAILURES.notConnected);
        const crm = crmReader({
          baseUrl: target.baseUrl,
          apiToken: target.apiToken,
          dispatcher,
          pageSize,
          requestTimeoutMs,
          maxRetryWaitMs,
          maxRateLimitRetries,
          maxPages: 20_000,
          sleep: async (ms) => {
            await sleep(ms);
            await job.step(seen, async () => undefined);
          },
        });
        const stages = await crm.dealStages();
        for await (const deals of crm.dealPages()) {
          seen += deals.length;
          const rows = deals.flatMap((deal) => dealRow(deal, eventId, startedAt) ?? []);
          await job.step(seen, (tx) => upsertDeals(tx, rows));
        }
        await job.step(seen, (tx) =>
          completeSync(tx, { eventId, integrationId }, startedAt, now(), stages),
        );
      } catch (error) {
        await job.step(seen, (tx) => failSync(tx, integrationId));
        throw new JobFailure(failureReason(error));
      } finally {
        await dispatcher.close();
      }
    },
  };
}

export function registerRevenueDashboardJobs(
  registry: JobRegistry,
  options: RevenueSyncOptions = {},
): void {
  registry.register(createRevenueSyncJob(options));
}
