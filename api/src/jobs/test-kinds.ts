/**
 * Job kinds for the registry's own tests: a kind that records what it ran, with the handler a
 * test gives, so a test can make an attempt succeed, fail for the user, or throw unexpectedly.
 */
import { z } from 'zod';
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { enqueueJob } from './enqueue';
import type { JobContext, JobKind, RetryPolicy } from './job-kind';

export const ItemsPayloadSchema = z.object({ items: z.array(z.number().int()) });
export type ItemsPayload = z.infer<typeof ItemsPayloadSchema>;

export interface RecordingKind extends JobKind<ItemsPayload> {
  /** The contexts of every attempt, in order. */
  readonly attempts: JobContext<ItemsPayload>[];
}

export function recordingKind(
  kind: string,
  handler: (job: JobContext<ItemsPayload>, attempt: number) => Promise<void>,
  options: { retry?: RetryPolicy; readPermission?: PermissionRequirement } = {},
): RecordingKind {
  const attempts: JobContext<ItemsPayload>[] = [];
  return {
    kind,
    payload: ItemsPayloadSchema,
    readPermission: options.readPermission ?? { anyOf: ['PEOPLE_ATTENDEES_WRITE'] },
    retry: options.retry ?? { maxAttempts: 3, backoffMs: () => 0 },
    attempts,
    run: async (job) => {
      attempts.push(job);
      await handler(job, attempts.length);
    },
  };
}

let keys = 0;

/** Queues a job of `kind` on the event with `items` as its payload (total = items.length). */
export function enqueueItems(
  db: Db,
  kind: string,
  eventId: number,
  items: number[],
  createdBy: number,
) {
  return enqueueJob(db, {
    kind,
    eventId,
    idempotencyKey: `test-${kind}-${(keys += 1)}`,
    payload: { items },
    total: items.length,
    createdBy,
  });
}
