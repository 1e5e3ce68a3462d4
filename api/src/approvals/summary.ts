/**
 * The counts summary (spec §4.2) per approvals tab, read from approval_tab_counts (kept per
 * statement by triggers on registrations, migration 0013): a few rows per event, where summing
 * every request with a ticket subquery per row read the whole event.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ApprovalStatus as ApprovalTab } from '@console/approvals-contract';
import { approvalTabCounts } from './schema';

/** One tab's requests, completed requests and attendees (attendee_count summed). */
export interface TabSummary {
  requests: number;
  completed: number;
  attendees: number;
}

export type KeptSummary = Record<ApprovalTab, TabSummary>;

const EMPTY: TabSummary = { requests: 0, completed: 0, attendees: 0 };

export async function keptSummary(db: Db, eventId: number): Promise<KeptSummary> {
  const c = approvalTabCounts;
  const rows = await db
    .select({
      tab: c.approvalTab,
      requests: sql<number>`sum(${c.total})`.mapWith(Number),
      completed: sql<number>`sum(${c.completed})`.mapWith(Number),
      attendees: sql<number>`sum(${c.attendees})`.mapWith(Number),
    })
    .from(c)
    .where(eq(c.eventId, eventId))
    .groupBy(c.approvalTab);
  const summary: KeptSummary = { PENDING: EMPTY, APPROVED: EMPTY, REJECTED: EMPTY };
  for (const { tab, ...counts } of rows) summary[tab] = counts;
  return summary;
}
