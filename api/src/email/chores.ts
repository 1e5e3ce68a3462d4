/** With SMTP configured, the worker delivers the outbox every few seconds. */
import type { JobRegistry } from '../jobs/registry';
import { sendDueEmails } from './sender';
import type { SmtpSettings } from './transport';

export const EMAIL_SEND_INTERVAL_MS = 5_000;

export function registerEmailChores(registry: JobRegistry, smtp: SmtpSettings | null): void {
  if (!smtp) return;
  registry.registerChore({
    name: 'email.send-outbox',
    everyMs: EMAIL_SEND_INTERVAL_MS,
    run: (db, now) => sendDueEmails(db, smtp, now),
  });
}
