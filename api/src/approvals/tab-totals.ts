/**
 * A list's total and selectableTotal. Without a search or a cutoff they are read from
 * approval_tab_counts (kept per statement by triggers on registrations, migrations 0012, 0019): a
 * few rows per tab, flow and set of requested tickets instead of counting the whole tab, an index
 * range as long as the tab on every page. With those filters the matching rows are counted.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { intList } from '../db/query-helpers';
import { filterWhere, requestsAnyTicket, selectableWhere, type ApprovalFilter } from './queries';
import { approvalTabCounts } from './schema';

export interface TabTotals {
  total: number;
  selectable: number;
}

/** Whether the kept counts answer this filter (tab, flows and tickets). */
export const keptCountsAnswer = (filter: ApprovalFilter): boolean =>
  !filter.query?.trim() && filter.createdUntil === undefined;

export async function tabTotals(
  db: Db,
  eventId: number,
  filter: ApprovalFilter,
): Promise<TabTotals> {
  if (!keptCountsAnswer(filter)) return countMatching(db, filterWhere(eventId, filter));
  const c = approvalTabCounts;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number),
      selectable: sql<number>`coalesce(sum(${c.selectable}), 0)`.mapWith(Number),
    })
    .from(c)
    .where(
      and(
        eq(c.eventId, eventId),
        eq(c.approvalTab, filter.status),
        filter.flowIds?.length ? sql`${c.flowId} = any(${intList(filter.flowIds)})` : undefined,
        filter.ticketTypeIds?.length
          ? requestsAnyTicket(c.requestedTicketTypeIds, filter.ticketTypeIds)
          : undefined,
      ),
    );
  return { total: row?.total ?? 0, selectable: row?.selectable ?? 0 };
}

/** Counts the rows of `where` (the path of a search or a cutoff). */
export async function countMatching(db: Db, where: SQL): Promise<TabTotals> {
  const [row] = await db
    .select({
      total: count(),
      selectable: sql<number>`count(*) filter (where ${selectableWhere()})`.mapWith(Number),
    })
    .from(registrations)
    .where(where);
  return { total: row?.total ?? 0, selectable: row?.selectable ?? 0 };
}
