import type { Db } from '../db/client';
import type { JobContext } from './job-kind';

/**
 * Works through `items` in batches of `size`, starting where an earlier attempt stopped; each
 * batch is one step, so its progress commits with it.
 */
export async function forEachBatch<P, T>(
  job: JobContext<P>,
  items: readonly T[],
  size: number,
  work: (tx: Db, batch: readonly T[]) => Promise<void>,
): Promise<void> {
  for (let offset = job.processed; offset < items.length; offset += size) {
    const batch = items.slice(offset, offset + size);
    await job.step(offset + batch.length, (tx) => work(tx, batch));
  }
}
