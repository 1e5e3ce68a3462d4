import { Fragment } from 'react';
import { useCurrentEvent } from '@console/shared/react';
import { EmptyState, formatNumber } from '@console/shared/ui';
import { Card, DateTime, DetailsList } from '@console/shared/ui/display';
import { displayName } from '../format';
import styles from '../Abandoned.module.css';
import type { AbandonedDetail } from '@console/people-contract';

/** Who, which flow, where they left, their tickets and answers so far, and the reminders sent. */
export function AbandonedDetails({ detail }: { detail: AbandonedDetail }) {
  const event = useCurrentEvent();
  const { registration: r, answers, remindersSent, lastRemindedAt } = detail;
  return (
    <>
      <Card title="Registrant">
        <DetailsList>
          <dt>Name</dt>
          <dd>{displayName(r)}</dd>
          <dt>Email</dt>
          <dd>{r.emailId}</dd>
          <dt>Registration flow</dt>
          <dd>{r.flowName}</dd>
          <dt>Dropped off at</dt>
          <dd>{r.abandonedStep}</dd>
          <dt>Registration start date and time</dt>
          <dd>
            <DateTime value={r.createdAt} timeZone={event.tz} />
          </dd>
          <dt>Tickets</dt>
          <dd>
            {r.tickets.length > 0 ? (
              <ul className={styles.plainList}>
                {r.tickets.map((t) => (
                  <li key={t.name}>
                    {t.name} × {formatNumber(t.count)}
                  </li>
                ))}
              </ul>
            ) : (
              'No tickets chosen'
            )}
          </dd>
          <dt>Reminders sent</dt>
          <dd>
            {formatNumber(remindersSent)}
            {lastRemindedAt ? (
              <>
                {' '}
                (last on <DateTime value={lastRemindedAt} timeZone={event.tz} />)
              </>
            ) : null}
          </dd>
        </DetailsList>
      </Card>
      <Card title="Answers so far">
        {answers.length > 0 ? (
          <DetailsList>
            {answers.map((a) => (
              <Fragment key={a.fieldName}>
                <dt>{a.label}</dt>
                <dd>{a.value || '—'}</dd>
              </Fragment>
            ))}
          </DetailsList>
        ) : (
          <EmptyState title="No answers yet" />
        )}
      </Card>
    </>
  );
}
