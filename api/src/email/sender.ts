/**
 * Delivers the outbox over SMTP. Due rows (unsent, attempts left, backoff over) are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several API processes never send one email twice; each is sent,
 * then marked sent, or its attempt is counted with the error and a backoff. A claim older than
 * CLAIM_TIMEOUT_MS (a process died mid-send) is taken over. Each email goes as its text and that
 * text as HTML, escaped (the contract's textToHtml: what an organizer or a registrant typed never
 * becomes markup).
 */
import { eq, sql } from 'drizzle-orm';
import { textToHtml } from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { exponentialBackoff } from '../jobs/job-kind';
import { emailOutbox } from './schema';
import type { SmtpSettings } from './transport';

export const EMAIL_RETRY = {
  maxAttempts: 5,
  backoffMs: exponentialBackoff(30_000, 30 * 60_000),
} as const;
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const BATCH_SIZE = 50;

interface DueEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  attempts: number;
}

async function claimDue(db: Db, now: Date): Promise<DueEmail[]> {
  const staleClaim = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  return queryRows<DueEmail>(
    db,
    sql`
    update email_outbox set claimed_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from email_outbox
      where sent_at is null
        and attempts < ${EMAIL_RETRY.maxAttempts}
        and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()}::timestamptz)
        and (claimed_at is null or claimed_at < ${staleClaim}::timestamptz)
      order by next_attempt_at nulls first, id
      limit ${BATCH_SIZE}
      for update skip locked
    )
    returning id, "to", subject, body, attempts`,
  );
}

/** A failure reason fit for the outbox list: the SMTP answer, without stack or credentials. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^@/\s]+@/g, '//').slice(0, 300);
}

/** Sends every due email once; answers how many were sent and how many failed this round. */
export async function sendDueEmails(
  db: Db,
  { transport, from }: SmtpSettings,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const due = await claimDue(db, now);
    if (due.length === 0) return { sent, failed };
    for (const email of due) {
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.body,
          html: textToHtml(email.body),
        });
        await db
          .update(emailOutbox)
          .set({
            sentAt: new Date(),
            attempts: email.attempts + 1,
            claimedAt: null,
            lastError: null,
          })
          .where(eq(emailOutbox.id, email.id));
        sent += 1;
      } catch (error) {
        const attempts = email.attempts + 1;
        await db
          .update(emailOutbox)
          .set({
            attempts,
            claimedAt: null,
            lastError: reasonOf(error),
            nextAttemptAt: new Date(now.getTime() + EMAIL_RETRY.backoffMs(attempts)),
          })
          .where(eq(emailOutbox.id, email.id));
        failed += 1;
      }
    }
  }
}
