import { Button, formatDateTimeWithZone, Link } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import type { Ticket } from '@console/registration-contract';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';

export interface SalesEndedNoticeProps {
  /** The saved ticket type: its sales ENDED. */
  ticket: Ticket;
  /** When they ended. */
  endedAt: string;
  timeZone: string;
  /** The end as the form holds it: past until the organizer reopens. */
  formEnd: string | null;
  formEndIsPast: boolean;
  /** The approvals with this ticket's requests, or null when the user may not open them. */
  approvalsHref: string | null;
  onReopen: (() => void) | null;
}

/**
 * A ticket whose sales ended: when, how many approval requests it blocks, and a 'Reopen sales'
 * helper that fills the end of sales a week ahead (the organizer still saves).
 */
export function SalesEndedNotice({
  ticket,
  endedAt,
  timeZone,
  formEnd,
  formEndIsPast,
  approvalsHref,
  onReopen,
}: SalesEndedNoticeProps) {
  const blocked = ticket.blockedRequests;
  return (
    <Banner tone="warning">
      <div className={styles.notice}>
        <p>
          {WORDS.salesEnded(formatDateTimeWithZone(endedAt, timeZone))}{' '}
          {blocked > 0 ? WORDS.blockedByEnd(blocked) : null}
        </p>
        {blocked > 0 && approvalsHref ? (
          <Link href={approvalsHref}>{WORDS.blocksRequests(blocked)}</Link>
        ) : null}
        {formEndIsPast ? null : (
          <p>
            {formEnd === null
              ? WORDS.reopenedOpenEnded
              : WORDS.reopened(formatDateTimeWithZone(formEnd, timeZone))}
          </p>
        )}
        {formEndIsPast && onReopen ? (
          <>
            <Button variant="primary" size="small" onPress={onReopen}>
              {WORDS.reopenSales}
            </Button>
            <p>{WORDS.reopenHint}</p>
          </>
        ) : null}
      </div>
    </Banner>
  );
}
