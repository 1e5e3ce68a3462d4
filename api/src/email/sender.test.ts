import { after, before, it } from 'node:test';
import { expect } from 'expect';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq, inArray } from 'drizzle-orm';
import { describeApi } from '../testing/suite';
import { buildFixture } from '../testing/fixture';
import { emailOutbox } from './schema';
import { EMAIL_RETRY, sendDueEmails } from './sender';
import { smtpFromEnv } from './transport';

interface Received {
  to: string[];
  data: string;
}

/** A real SMTP server on a loopback port that refuses recipients at refused.test. */
function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test'))
        return callback(new Error('550 Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return {
    received,
    listening: new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeApi('email sender over SMTP', buildFixture, (s) => {
  const smtp = startSmtpServer();
  let port = 0;
  before(async () => {
    port = await smtp.listening;
  });
  after(() => smtp.close());

  const settings = () => {
    const configured = smtpFromEnv({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMAIL_FROM: 'Console <c@test.dev>',
    });
    if (!configured) throw new Error('SMTP_URL was not read');
    return configured;
  };

  async function queue(...to: string[]) {
    return s.db
      .insert(emailOutbox)
      .values(
        to.map((address) => ({
          to: address,
          subject: `Hello ${address}`,
          body: 'Body text',
          template: 'TEST',
        })),
      )
      .returning({ id: emailOutbox.id });
  }

  it('is off without SMTP_URL', () => {
    expect(smtpFromEnv({})).toBeNull();
  });

  it('sends due emails through the SMTP server and marks them sent, once', async () => {
    const rows = await queue('a@ok.test', 'b@ok.test');
    const first = await sendDueEmails(s.db, settings());
    expect(first).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map((r) => r.to)).toEqual([['a@ok.test'], ['b@ok.test']]);
    expect(smtp.received[0]?.data).toContain('Subject: Hello a@ok.test');
    expect(smtp.received[0]?.data).toContain('Body text');
    const stored = await s.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(stored.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);

    expect(await sendDueEmails(s.db, settings())).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('counts a refused delivery, retries it after the backoff, and gives up after the last attempt', async () => {
    const [row] = await queue('nobody@refused.test');
    if (!row) throw new Error('no row');
    const start = new Date();
    expect(await sendDueEmails(s.db, settings(), start)).toEqual({ sent: 0, failed: 1 });
    const [afterFirst] = await s.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(afterFirst).toMatchObject({ attempts: 1, sentAt: null });
    expect(afterFirst?.lastError).toContain('Mailbox unavailable');
    // Within the backoff nothing is sent again.
    expect(await sendDueEmails(s.db, settings(), new Date(start.getTime() + 1000))).toEqual({
      sent: 0,
      failed: 0,
    });

    let at = start.getTime();
    for (let attempt = 2; attempt <= EMAIL_RETRY.maxAttempts; attempt += 1) {
      at += EMAIL_RETRY.backoffMs(attempt - 1) + 1000;
      expect(await sendDueEmails(s.db, settings(), new Date(at))).toEqual({ sent: 0, failed: 1 });
    }
    at += 24 * 3_600_000;
    expect(await sendDueEmails(s.db, settings(), new Date(at))).toEqual({ sent: 0, failed: 0 });
    const [final] = await s.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(final).toMatchObject({ attempts: EMAIL_RETRY.maxAttempts, sentAt: null });
  });
});
