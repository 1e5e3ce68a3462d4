import type { OutboxEmail } from '@console/shared/contract';
import type { BadgeTone } from '@console/shared/ui/display';

export interface OutboxStatusBadge {
  label: string;
  tone: BadgeTone;
}

/**
 * What an email's status badge says. A queued email is only "Not sent" while no delivery is set
 * up (it stays in the outbox); with delivery, it is waiting its turn or retrying after a refusal.
 */
export function outboxStatusBadge(
  email: Pick<OutboxEmail, 'status' | 'attempts'>,
  deliveryConfigured: boolean,
): OutboxStatusBadge {
  switch (email.status) {
    case 'SENT':
      return { label: 'Sent', tone: 'success' };
    case 'FAILED':
      return { label: 'Failed', tone: 'danger' };
    case 'QUEUED':
      if (!deliveryConfigured) return { label: 'Not sent', tone: 'neutral' };
      return email.attempts > 0
        ? { label: 'Retrying', tone: 'warning' }
        : { label: 'Queued', tone: 'info' };
  }
}
