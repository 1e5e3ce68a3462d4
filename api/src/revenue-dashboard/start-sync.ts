/**
 * Starting a manual sync (POST revenue-dashboard/sync): refused with a 409 and the reason when
 * 'Sync now' is not allowed (sync-refusal.ts); otherwise the integration is marked IN_PROGRESS
 * and the job queued in one transaction. The mark is conditional (not running, outside the day
 * window), so two requests at once start one sync and the other gets the 409. Behind the mark,
 * the starts of the day are counted (sync-attempts.ts): one too many is a 429 saying when.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import {
  ANALYTICS_EXTRA_MESSAGES,
  SYNC_WINDOW_MS,
  type RevenueSyncStarted,
} from '@console/analytics-contract';
import { ERROR_CODES } from '@console/shared/contract';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { toWireIntegration } from '../integrations/effective-status';
import type { ActivityActor } from '../activity-log/record';
import { recordSyncStarted } from '../integrations/activity';
import { integrations } from '../integrations/schema';
import { enqueueJob } from '../jobs/enqueue';
import { formatInEventZone } from './format-time';
import { findRevenueIntegration } from './revenue-integration';
import { nextSyncStartAt, SYNC_STARTS_PER_WINDOW } from './sync-attempts';
import { syncRefusal } from './sync-refusal';
import { REVENUE_SYNC_JOB_KIND, SYNC_STATE } from './sync-payload';

const refused = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

/** Too many starts within the day: 429, with the time the next one may start. */
export class SyncStartsUsed extends ApiError {
  constructor(
    readonly retryAt: Date,
    timeZone: string,
  ) {
    super(
      429,
      ERROR_CODES.tooManyAttempts,
      ANALYTICS_EXTRA_MESSAGES.syncAttemptsUsed(
        SYNC_STARTS_PER_WINDOW,
        formatInEventZone(retryAt, timeZone),
      ),
    );
  }
}

export async function startRevenueSync(
  db: Db,
  event: { id: number; organizationId: number; tz: string },
  actor: ActivityActor,
  now: Date,
): Promise<RevenueSyncStarted> {
  const found = await findRevenueIntegration(db, event);
  const integration = found ? toWireIntegration(found.row, found.organizationStatus) : null;
  const refusal = syncRefusal(integration, now, event.tz);
  if (!found || refusal) throw refused(refusal ?? ANALYTICS_EXTRA_MESSAGES.syncNotAllowed);
  const integrationId = found.row.id;
  const row = found.row;
  const job = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(integrations)
      .set({ revenueDashboardLastSyncObject: { value: SYNC_STATE.running } })
      .where(
        and(
          eq(integrations.id, integrationId),
          or(
            isNull(integrations.revenueDashboardLastSyncObject),
            sql`${integrations.revenueDashboardLastSyncObject}->>'value' in (${SYNC_STATE.completed}, ${SYNC_STATE.failed})`,
          ),
          or(
            isNull(integrations.revenueDashboardDataSyncAt),
            lte(integrations.revenueDashboardDataSyncAt, new Date(now.getTime() - SYNC_WINDOW_MS)),
          ),
        ),
      )
      .returning({ id: integrations.id });
    if (!marked) throw refused(ANALYTICS_EXTRA_MESSAGES.syncRunning);
    const retryAt = await nextSyncStartAt(tx, event.id, now);
    if (retryAt) throw new SyncStartsUsed(retryAt, event.tz);
    const queued = await enqueueJob(tx, {
      kind: REVENUE_SYNC_JOB_KIND,
      eventId: event.id,
      idempotencyKey: `${REVENUE_SYNC_JOB_KIND}:${integrationId}:${now.toISOString()}`,
      payload: { integrationId },
      total: 0,
      createdBy: actor.userId,
    });
    await recordSyncStarted(tx, actor, row, queued.id);
    return queued;
  });
  return {
    jobId: job.id,
    nextSyncAt: new Date(now.getTime() + SYNC_WINDOW_MS).toISOString(),
  };
}
