import { EVENT_DASHBOARD_MESSAGES, type DashboardRevenue } from '@console/registration-contract';
import { formatCurrency, formatNumber, Link } from '@console/shared/ui';
import { Badge, Card, DateTime, DetailsList } from '@console/shared/ui/display';
import styles from '../Dashboard.module.css';
import { DASHBOARD_WORDS as WORDS } from '../words';

type Synced = Extract<DashboardRevenue, { state: 'SYNCED' }>;

function SyncedFigures({ revenue, timeZone }: { revenue: Synced; timeZone: string }) {
  return (
    <DetailsList aria-label={WORDS.revenue}>
      <dt>{WORDS.totalRevenue}</dt>
      <dd className={styles.number}>{formatCurrency(revenue.totalAmount, revenue.currency)}</dd>
      <dt>{WORDS.wonRevenue}</dt>
      <dd className={styles.number}>{formatCurrency(revenue.wonAmount, revenue.currency)}</dd>
      <dt>{WORDS.deals}</dt>
      <dd className={styles.number}>{formatNumber(revenue.dealCount)}</dd>
      <dt>{WORDS.currency}</dt>
      <dd>{revenue.currency}</dd>
      <dt>{WORDS.lastSynced}</dt>
      <dd>
        <DateTime value={revenue.lastSyncedAt} timeZone={timeZone} />
        {revenue.syncing ? (
          <>
            {' '}
            <Badge tone="info">{WORDS.syncing}</Badge>
          </>
        ) : null}
      </dd>
    </DetailsList>
  );
}

/**
 * The CRM deals' revenue once synced (total, won, deals, currency, last sync in the event's zone,
 * 'Syncing...' while a new sync runs), or the revenue dashboard's §4.3 screen title when there is
 * none; a link to the revenue dashboard for a user who may open it.
 */
export function RevenueSection({
  revenue,
  timeZone,
  revenueHref,
}: {
  revenue: DashboardRevenue;
  timeZone: string;
  revenueHref: string | null;
}) {
  return (
    <Card title={WORDS.revenue}>
      {revenue.state === 'SYNCED' ? (
        <SyncedFigures revenue={revenue} timeZone={timeZone} />
      ) : (
        <p className={styles.text}>{EVENT_DASHBOARD_MESSAGES.revenueNotSynced[revenue.screen]}</p>
      )}
      {revenueHref ? <Link href={revenueHref}>{WORDS.openRevenue}</Link> : null}
    </Card>
  );
}
