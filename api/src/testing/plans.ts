/**
 * Plan tests: the plan PostgreSQL picks for a query with some of its methods priced out. With
 * sorting priced out, a plan that still sorts means no index gives the query's order; with scans
 * of the whole table priced out, one that still scans means no index serves the condition.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export type PlanMethod = 'sort' | 'seqscan' | 'bitmapscan';

/** The EXPLAIN text of `query` with `enable_<method> = off` for each method named. */
export async function planWithout(
  db: Db,
  methods: readonly PlanMethod[],
  query: SQLWrapper,
): Promise<string> {
  const plan = await db.transaction(async (tx) => {
    for (const method of methods) await tx.execute(sql.raw(`set local enable_${method} = off`));
    return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
  });
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}
