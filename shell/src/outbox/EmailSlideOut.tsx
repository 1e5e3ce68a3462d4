import type { OutboxEmail } from '@console/shared/contract';
import { Badge, DateTime } from '@console/shared/ui/display';
import { SlideOut } from '@console/shared/ui/dialog';
import { outboxStatusBadge } from './outbox-status';
import styles from '../shell.module.css';

export interface EmailSlideOutProps {
  /** The email shown; the panel is closed while null. */
  email: OutboxEmail | null;
  deliveryConfigured: boolean;
  timeZone: string;
  onClose: () => void;
}

/** One email of the outbox: who it went to, its delivery, and its body as plain text. */
export function EmailSlideOut({
  email,
  deliveryConfigured,
  timeZone,
  onClose,
}: EmailSlideOutProps) {
  if (email === null) return null;
  const badge = outboxStatusBadge(email, deliveryConfigured);
  return (
    <SlideOut
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={email.subject}
    >
      <dl className={styles.emailFacts}>
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </dd>
        <dt>Created</dt>
        <dd>
          <DateTime value={email.createdAt} timeZone={timeZone} />
        </dd>
        {email.sentAt ? (
          <>
            <dt>Sent</dt>
            <dd>
              <DateTime value={email.sentAt} timeZone={timeZone} />
            </dd>
          </>
        ) : null}
        <dt>Attempts</dt>
        <dd>{email.attempts}</dd>
        {email.lastError ? (
          <>
            <dt>Last error</dt>
            <dd>{email.lastError}</dd>
          </>
        ) : null}
      </dl>
      {/* The body is text: rendered as a text node, never parsed as HTML. */}
      <div className={styles.emailBody} data-testid="email-body">
        {email.body}
      </div>
    </SlideOut>
  );
}
