/**
 * A status update's entry in the activity log, written with the job that carries it (decision
 * 0049): one entry per update however many requests it holds, with their statuses before (how
 * many of each) and the status they are set to. A single request is the target itself; a bulk
 * update's target is its job, whose outcome (GET /events/:eventId/jobs/:jobId) says how many
 * the worker changed.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { intList } from '../db/query-helpers';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import type { JobRow } from '../jobs/schema';

export async function recordStatusUpdate(
  tx: Db,
  input: { job: JobRow; actor: ActivityActor; action: 'APPROVED' | 'REJECTED'; ids: number[] },
): Promise<void> {
  const { job, ids, action } = input;
  const r = registrations;
  const statuses = await tx
    .select({ status: r.status, n: count() })
    .from(r)
    .where(sql`${r.id} = any(${intList(ids)})`)
    .groupBy(r.status)
    .orderBy(r.status);
  const verb = action === 'APPROVED' ? 'Approved' : 'Rejected';
  let target = { type: 'job', id: String(job.id), label: `${ids.length} requests` };
  let summary = `${verb} ${ids.length} requests`;
  if (ids.length === 1) {
    const [row] = await tx
      .select({ first: r.firstName, last: r.lastName, email: r.email })
      .from(r)
      .where(sql`${r.id} = ${ids[0]}`);
    const name = `${row?.first ?? ''} ${row?.last ?? ''}`.trim() || (row?.email ?? '');
    target = { type: 'registration', id: String(ids[0]), label: name };
    summary = `${verb} the request of ${name}`;
  }
  await recordActivity(tx, {
    eventId: job.eventId,
    actor: input.actor,
    area: 'APPROVALS',
    action: 'approvals.status.changed',
    target,
    summary,
    before: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    after: { [action]: ids.length, jobId: job.id },
  });
}
