import { formatCurrency } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import styles from './Revenue.module.css';
import { REVENUE_WORDS } from './words';
import { DEAL_OUTCOMES, type DealOutcome, type SyncedRevenue } from '@console/analytics-contract';

const TITLES: Record<DealOutcome, string> = {
  WON: REVENUE_WORDS.wonRevenue,
  OPEN: REVENUE_WORDS.openRevenue,
  LOST: REVENUE_WORDS.lostRevenue,
};
const KEYS = { WON: 'won', OPEN: 'open', LOST: 'lost' } as const;

/**
 * The headline figures of the synced deals: won, open and lost revenue apart, each with its
 * deals, and what they sum (the currency, the deals in others left out).
 */
export function RevenueFigures({ revenue }: { revenue: SyncedRevenue }) {
  return (
    <>
      <div className={styles.figures}>
        {DEAL_OUTCOMES.map((outcome) => {
          const figure = revenue.totals[KEYS[outcome]];
          return (
            <Card key={outcome} title={TITLES[outcome]}>
              <p className={styles.figure}>{formatCurrency(figure.amount, revenue.currency)}</p>
              <p className={styles.note}>{REVENUE_WORDS.dealCount(figure.deals)}</p>
            </Card>
          );
        })}
      </div>
      <p className={styles.note}>
        {REVENUE_WORDS.figuresNote(revenue.currency)}
        {revenue.otherCurrencyDeals > 0
          ? ` ${REVENUE_WORDS.otherCurrencyDeals(revenue.otherCurrencyDeals)}`
          : null}
      </p>
    </>
  );
}
