import type { OutboxEmail } from '@console/shared/contract';
import { Button } from '@console/shared/ui';
import { Badge, DateTime, EmailText } from '@console/shared/ui/display';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { outboxStatusBadge } from './outbox-status';
import styles from '../shell.module.css';

export interface OutboxColumnsOptions {
  /** The event's time zone: dates are shown in it, with the zone named. */
  timeZone: string;
  deliveryConfigured: boolean;
  onOpen: (email: OutboxEmail) => void;
}

/** To, Subject (opens the email), Status, Created, Sent. */
export function outboxColumns({
  timeZone,
  deliveryConfigured,
  onOpen,
}: OutboxColumnsOptions): DataTableColumn<OutboxEmail>[] {
  return [
    {
      id: 'to',
      header: 'To',
      isRowHeader: true,
      minWidth: '12rem',
      cell: (email) => <EmailText email={email.to} />,
    },
    {
      id: 'subject',
      header: 'Subject',
      minWidth: '16rem',
      cell: (email) => (
        <Button variant="link" onPress={() => onOpen(email)}>
          {email.subject}
        </Button>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: '6rem',
      cell: (email) => {
        const badge = outboxStatusBadge(email, deliveryConfigured);
        return <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
    {
      id: 'createdAt',
      header: 'Created',
      minWidth: '11rem',
      cell: (email) => <DateTime value={email.createdAt} timeZone={timeZone} />,
    },
    {
      id: 'sentAt',
      header: 'Sent',
      minWidth: '11rem',
      cell: (email) =>
        email.sentAt ? (
          <DateTime value={email.sentAt} timeZone={timeZone} />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];
}
