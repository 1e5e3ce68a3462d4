import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { OUTBOX_API, OutboxListSchema } from '@console/shared/contract';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login } from '../testing/http';
import { emailOutbox } from './schema';
import { EMAIL_RETRY } from './sender';

describeApi('email outbox endpoint', buildFixture, (s) => {
  it('pages the event’s emails newest first, with their delivery status', async () => {
    const eventId = s.fx.main.id;
    const inserted = await s.db
      .insert(emailOutbox)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          eventId,
          to: `p${i}@test.dev`,
          subject: `S${i}`,
          body: `B${i}`,
          template: 'TEST',
        })),
      )
      .returning({ id: emailOutbox.id });
    const ids = inserted.map((r) => r.id);
    await s.db
      .update(emailOutbox)
      .set({ sentAt: new Date(), attempts: 1 })
      .where(eq(emailOutbox.id, ids[6] ?? 0));
    await s.db
      .update(emailOutbox)
      .set({ attempts: EMAIL_RETRY.maxAttempts, lastError: '550 refused' })
      .where(eq(emailOutbox.id, ids[5] ?? 0));
    await s.db.insert(emailOutbox).values({
      eventId: s.fx.second.id,
      to: 'other@test.dev',
      subject: 'x',
      body: 'x',
      template: 'TEST',
    });

    const approver = await login(s.app, FIXTURE_USERS.approver, FIXTURE_PASSWORD);
    const first = OutboxListSchema.parse(
      (await get(s.app, `/api${OUTBOX_API.list(eventId)}?limit=3`, approver)).json(),
    );
    expect(first.emails.map((e) => e.to)).toEqual(['p6@test.dev', 'p5@test.dev', 'p4@test.dev']);
    expect(first.emails.map((e) => e.status)).toEqual(['SENT', 'FAILED', 'QUEUED']);
    expect(first.emails[1]?.lastError).toBe('550 refused');
    expect(first.deliveryConfigured).toBe(false);
    expect(first.nextBefore).toBe(ids[4]);

    const second = OutboxListSchema.parse(
      (
        await get(
          s.app,
          `/api${OUTBOX_API.list(eventId)}?limit=3&before=${first.nextBefore}`,
          approver,
        )
      ).json(),
    );
    expect(second.emails.map((e) => e.to)).toEqual(['p3@test.dev', 'p2@test.dev', 'p1@test.dev']);
    const last = OutboxListSchema.parse(
      (
        await get(
          s.app,
          `/api${OUTBOX_API.list(eventId)}?limit=3&before=${second.nextBefore}`,
          approver,
        )
      ).json(),
    );
    expect(last.emails.map((e) => e.to)).toEqual(['p0@test.dev']);
    expect(last.nextBefore).toBeNull();
  });

  it('is refused to a user without the communication or attendees permission', async () => {
    const inviter = await login(s.app, FIXTURE_USERS.inviter, FIXTURE_PASSWORD);
    expect((await get(s.app, `/api${OUTBOX_API.list(s.fx.main.id)}`, inviter)).statusCode).toBe(
      403,
    );
  });
});
