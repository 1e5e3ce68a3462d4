import { Fragment } from 'react';
import { formatNumber } from '@console/shared/ui';
import { Card, DetailsList } from '@console/shared/ui/display';
import type { EventDashboard } from '@console/registration-contract';
import styles from '../Dashboard.module.css';
import { DASHBOARD_WORDS as WORDS } from '../words';

/** Registrations by status (PENDING, APPROVED, REGISTERED, REJECTED), then their total. */
export function RegistrationsSection({
  registrations,
}: {
  registrations: EventDashboard['registrations'];
}) {
  return (
    <Card title={WORDS.registrations}>
      <DetailsList aria-label={WORDS.registrations}>
        {registrations.byStatus.map(({ status, count }) => (
          <Fragment key={status}>
            <dt>{WORDS.registrationStatus[status]}</dt>
            <dd className={styles.number}>{formatNumber(count)}</dd>
          </Fragment>
        ))}
        <dt className={styles.total}>{WORDS.total}</dt>
        <dd className={`${styles.number} ${styles.total}`}>{formatNumber(registrations.total)}</dd>
      </DetailsList>
    </Card>
  );
}
