import { formatCurrency, formatNumber } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import styles from './Revenue.module.css';
import { REVENUE_WORDS } from './words';
import type { RevenueDashboard } from '@console/analytics-contract';

type Revenue = NonNullable<RevenueDashboard['revenue']>;

/** The headline figures of the synced deals: total and won revenue, and the number of deals. */
export function RevenueFigures({ revenue }: { revenue: Revenue }) {
  const figures = [
    [REVENUE_WORDS.totalRevenue, formatCurrency(revenue.totalAmount, revenue.currency)],
    [REVENUE_WORDS.wonRevenue, formatCurrency(revenue.wonAmount, revenue.currency)],
    [REVENUE_WORDS.deals, formatNumber(revenue.dealCount)],
  ] as const;
  return (
    <div className={styles.figures}>
      {figures.map(([title, value]) => (
        <Card key={title} title={title}>
          <p className={styles.figure}>{value}</p>
        </Card>
      ))}
    </div>
  );
}
