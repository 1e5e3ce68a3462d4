/**
 * The revenue dashboard's figures from the event's synced deals, won, open and lost apart in
 * every one (decision 0043): each deal counts under the outcome of its pipeline stage, as the
 * CRM's pipelines say (crm_deal_stages, read by the sync; a stage the CRM did not list is open and
 * shows its id). The totals and each breakdown (by stage, by ticket type, by month) are grouped
 * over the same deals, so every breakdown adds up to the totals, outcome by outcome. Amounts are in
 * the currency most of the event's deals use; deals in another currency are counted apart and
 * left out of every figure rather than added to it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  BreakdownRow,
  DealOutcome,
  OutcomeFigures,
  StageRow,
  SyncedRevenue,
} from '@console/analytics-contract';
import type { Db } from '../db/client';
import { crmDeals, crmDealStages } from '../integrations/schema';

const DEFAULT_CURRENCY = 'USD';

const cents = sql<number>`coalesce(sum(${crmDeals.amountCents}), 0)::float8`;
const dealCount = sql<number>`count(*)::int`;
const outcome = sql<DealOutcome>`coalesce(${crmDealStages.outcome}, 'OPEN')`;
const KEY: Record<DealOutcome, keyof OutcomeFigures> = { WON: 'won', OPEN: 'open', LOST: 'lost' };

/** Cents and deals per outcome while rows are added up; amounts leave in currency units. */
interface Tally {
  cents: Record<keyof OutcomeFigures, number>;
  deals: Record<keyof OutcomeFigures, number>;
}
const emptyTally = (): Tally => ({
  cents: { won: 0, open: 0, lost: 0 },
  deals: { won: 0, open: 0, lost: 0 },
});
function addTo(tally: Tally, row: { outcome: DealOutcome; cents: number; deals: number }) {
  const key = KEY[row.outcome] ?? 'open';
  tally.cents[key] += row.cents;
  tally.deals[key] += row.deals;
}
const figuresOf = (tally: Tally): OutcomeFigures => ({
  won: { amount: tally.cents.won / 100, deals: tally.deals.won },
  open: { amount: tally.cents.open / 100, deals: tally.deals.open },
  lost: { amount: tally.cents.lost / 100, deals: tally.deals.lost },
});
const totalCents = (tally: Tally) => tally.cents.won + tally.cents.open + tally.cents.lost;

/** Rows of (label, outcome) as breakdown rows, each label once; the order given by `order`. */
function breakdown(
  rows: readonly { label: string; outcome: DealOutcome; cents: number; deals: number }[],
  order: (a: [string, Tally], b: [string, Tally]) => number,
): BreakdownRow[] {
  const byLabel = new Map<string, Tally>();
  for (const row of rows) {
    const tally = byLabel.get(row.label) ?? emptyTally();
    addTo(tally, row);
    byLabel.set(row.label, tally);
  }
  return [...byLabel.entries()]
    .sort(order)
    .map(([label, tally]) => ({ label, ...figuresOf(tally) }));
}

export async function revenueFigures(
  db: Db,
  event: { id: number; tz: string },
): Promise<SyncedRevenue> {
  const byCurrency = await db
    .select({ currency: crmDeals.currency, deals: dealCount })
    .from(crmDeals)
    .where(eq(crmDeals.eventId, event.id))
    .groupBy(crmDeals.currency)
    .orderBy(desc(dealCount), crmDeals.currency);
  const currency = byCurrency[0]?.currency ?? DEFAULT_CURRENCY;
  const otherCurrencyDeals = byCurrency.slice(1).reduce((sum, r) => sum + r.deals, 0);

  const stageOfDeal = and(
    eq(crmDealStages.eventId, crmDeals.eventId),
    eq(crmDealStages.stageId, crmDeals.stage),
  );
  const inCurrency = and(eq(crmDeals.eventId, event.id), eq(crmDeals.currency, currency));
  const month = sql<string>`to_char(coalesce(${crmDeals.closedAt}, ${crmDeals.createdAt}) at time zone ${event.tz}, 'YYYY-MM')`;
  const [stages, tickets, months] = await Promise.all([
    db
      .select({
        stageId: crmDeals.stage,
        label: sql<string>`coalesce(${crmDealStages.label}, ${crmDeals.stage})`,
        position: crmDealStages.position,
        outcome,
        cents,
        deals: dealCount,
      })
      .from(crmDeals)
      .leftJoin(crmDealStages, stageOfDeal)
      .where(inCurrency)
      .groupBy(crmDeals.stage, crmDealStages.label, crmDealStages.position, crmDealStages.outcome),
    db
      .select({ label: crmDeals.ticketType, outcome, cents, deals: dealCount })
      .from(crmDeals)
      .leftJoin(crmDealStages, stageOfDeal)
      .where(inCurrency)
      .groupBy(crmDeals.ticketType, crmDealStages.outcome),
    // Grouped by position: the month expression carries bound parameters.
    db
      .select({ label: month, outcome, cents, deals: dealCount })
      .from(crmDeals)
      .leftJoin(crmDealStages, stageOfDeal)
      .where(inCurrency)
      .groupBy(sql`1, 2`),
  ]);

  const totals = emptyTally();
  for (const row of stages) addTo(totals, row);
  const byStage: StageRow[] = [...stages]
    .sort(
      (a, b) =>
        (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
        a.stageId.localeCompare(b.stageId),
    )
    .map((r) => ({
      stageId: r.stageId,
      label: r.label,
      outcome: r.outcome,
      amount: r.cents / 100,
      deals: r.deals,
    }));
  return {
    currency,
    otherCurrencyDeals,
    totals: figuresOf(totals),
    byStage,
    // The biggest ticket types first (all their deals), then by name.
    byTicketType: breakdown(
      tickets,
      ([la, a], [lb, b]) => totalCents(b) - totalCents(a) || la.localeCompare(lb),
    ),
    overTime: breakdown(months, ([la], [lb]) => la.localeCompare(lb)),
  };
}
