/**
 * The revenue dashboard's figures from the event's synced deals: one grouped query per breakdown
 * (by stage, by ticket type, by month), each over the event's deals only, through the
 * (event_id, stage) index. Amounts are in the currency most of the event's deals use; deals in
 * another currency are left out rather than added to it. Total revenue counts every deal but the
 * lost ones (open pipeline and won); won revenue the closedwon stage.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AmountRow, RevenueDashboard } from '@console/analytics-contract';
import type { Db } from '../db/client';
import { crmDeals } from '../integrations/schema';

/** HubSpot's default sales pipeline, in order; other stages follow by name. */
export const PIPELINE_STAGES = [
  'appointmentscheduled',
  'qualifiedtobuy',
  'presentationscheduled',
  'decisionmakerboughtin',
  'contractsent',
  'closedwon',
  'closedlost',
] as const;
const WON_STAGE = 'closedwon';
const LOST_STAGE = 'closedlost';

const amountSum = sql<number>`coalesce(sum(${crmDeals.amountCents}), 0)::float8`;
const dealCount = sql<number>`count(*)::int`;
const toAmountRow = (r: { label: string; cents: number; deals: number }): AmountRow => ({
  label: r.label,
  amount: r.cents / 100,
  deals: r.deals,
});

function stageOrder(stage: string): number {
  const index = (PIPELINE_STAGES as readonly string[]).indexOf(stage);
  return index === -1 ? PIPELINE_STAGES.length : index;
}

export async function revenueFigures(
  db: Db,
  event: { id: number; tz: string },
): Promise<NonNullable<RevenueDashboard['revenue']>> {
  const byCurrencyAndStage = await db
    .select({
      currency: crmDeals.currency,
      label: crmDeals.stage,
      cents: amountSum,
      deals: dealCount,
    })
    .from(crmDeals)
    .where(eq(crmDeals.eventId, event.id))
    .groupBy(crmDeals.currency, crmDeals.stage);
  const dealsByCurrency = new Map<string, number>();
  for (const r of byCurrencyAndStage)
    dealsByCurrency.set(r.currency, (dealsByCurrency.get(r.currency) ?? 0) + r.deals);
  const currency =
    [...dealsByCurrency.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]?.[0] ?? 'USD';
  const inCurrency = and(eq(crmDeals.eventId, event.id), eq(crmDeals.currency, currency));

  const month = sql<string>`to_char(coalesce(${crmDeals.closedAt}, ${crmDeals.createdAt}) at time zone ${event.tz}, 'YYYY-MM')`;
  const [byTicketType, overTime] = await Promise.all([
    db
      .select({ label: crmDeals.ticketType, cents: amountSum, deals: dealCount })
      .from(crmDeals)
      .where(inCurrency)
      .groupBy(crmDeals.ticketType)
      .orderBy(desc(amountSum), crmDeals.ticketType),
    // Grouped by position: the month expression carries bound parameters.
    db
      .select({ label: month, cents: amountSum, deals: dealCount })
      .from(crmDeals)
      .where(inCurrency)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);

  const stages = byCurrencyAndStage
    .filter((r) => r.currency === currency)
    .sort((a, b) => stageOrder(a.label) - stageOrder(b.label) || a.label.localeCompare(b.label));
  const cents = (rows: { cents: number }[]) => rows.reduce((total, r) => total + r.cents, 0);
  return {
    currency,
    totalAmount: cents(stages.filter((r) => r.label !== LOST_STAGE)) / 100,
    wonAmount: cents(stages.filter((r) => r.label === WON_STAGE)) / 100,
    dealCount: stages.reduce((total, r) => total + r.deals, 0),
    byTicketType: byTicketType.map(toAmountRow),
    byStage: stages.map(toAmountRow),
    overTime: overTime.map(toAmountRow),
  };
}
