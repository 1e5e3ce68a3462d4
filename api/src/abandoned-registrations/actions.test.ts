import { before, it } from 'node:test';
import { expect } from 'expect';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { queryRows } from '../db/client';
import { events } from '../db/schema';
import { emailOutbox } from '../email/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { abandonedEvent, readOnlySpeaker } from './abandoned-fixture';
import { REGISTRATION_SITE_URL, REMINDER_TEMPLATE } from './reminder-email';
import { abandonedRegistrations } from './schema';
import {
  ABANDONED_API,
  ABANDONED_LIMITS,
  AbandonedActionResultSchema,
} from '@console/people-contract';

describeApi('abandoned registrations: delete and reminders', buildFixture, (s) => {
  let owner: TestSession;
  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });
  const post = (url: string, payload: unknown, session: TestSession = owner) =>
    s.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: sessionHeaders(session, true),
    });
  const remaining = async (eventId: number) =>
    (
      await s.db
        .select({ email: abandonedRegistrations.email })
        .from(abandonedRegistrations)
        .where(eq(abandonedRegistrations.eventId, eventId))
        .orderBy(abandonedRegistrations.id)
    ).map((r) => r.email);
  const outboxOf = (eventId: number) =>
    s.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, eventId)).orderBy(emailOutbox.id);

  it('deletes the selected ids, and refuses ids of another event without deleting anything', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const ada = await add({ email: 'ada@test.dev' });
    const alan = await add({ email: 'alan@test.dev' });
    await add({ email: 'grace@test.dev' });
    const other = await abandonedEvent(s.db, s.fx);
    const foreign = await other.add({ email: 'foreign@test.dev' });

    const refused = await post(ABANDONED_API.deletions(event.id), {
      flowContextMetadataIds: [ada.id, foreign.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'flowContextMetadataIds' });
    expect(await remaining(event.id)).toHaveLength(3);
    expect(await remaining(other.event.id)).toEqual(['foreign@test.dev']);

    const deleted = await post(ABANDONED_API.deletions(event.id), {
      flowContextMetadataIds: [ada.id, alan.id, ada.id],
    });
    expect(deleted.statusCode).toBe(200);
    expect(AbandonedActionResultSchema.parse(deleted.json())).toEqual({ count: 2 });
    expect(await remaining(event.id)).toEqual(['grace@test.dev']);
  });

  it('takes either ids or a filter: both, neither, no ids or too many ids are a 400', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const row = await add();
    const tooMany = Array.from({ length: ABANDONED_LIMITS.maxSelectedIds + 1 }, (_, i) => i + 1);
    for (const payload of [
      { flowContextMetadataIds: [row.id], filter: {} },
      {},
      { flowContextMetadataIds: [] },
      { flowContextMetadataIds: tooMany },
      { flowContextMetadataIds: [0] },
      { filter: { flowIds: [2_147_483_648] } },
      { filter: { emailId: 'a\u0000b' } },
      { filter: { unknown: true } },
    ]) {
      for (const url of [ABANDONED_API.deletions(event.id), ABANDONED_API.reminders(event.id)]) {
        const response = await post(url, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      }
    }
    expect(await remaining(event.id)).toHaveLength(1);
    expect(await outboxOf(event.id)).toHaveLength(0);
  });

  it("deletes a select-all's filter (only what it matches, up to its cutoff); a filter matching nothing deletes nothing", async () => {
    const { event, flows, add } = await abandonedEvent(s.db, s.fx);
    await add({ email: 'a1@test.dev', flow: 'a' });
    await add({ email: 'b1@test.dev', flow: 'b', createdAt: new Date('2030-01-01T08:00:00Z') });
    await add({ email: 'b2@test.dev', flow: 'b', createdAt: new Date('2030-01-02T08:00:00Z') });
    const other = await abandonedEvent(s.db, s.fx);
    await other.add({ flow: 'b' });

    const nothing = await post(ABANDONED_API.deletions(event.id), {
      filter: { emailId: 'matches-nobody' },
    });
    expect(nothing.json()).toEqual({ count: 0 });
    expect(await remaining(event.id)).toHaveLength(3);

    const response = await post(ABANDONED_API.deletions(event.id), {
      filter: { flowIds: [flows.b.id], createdUntil: '2030-01-01T12:00:00.000Z' },
    });
    expect(response.json()).toEqual({ count: 1 });
    expect(await remaining(event.id)).toEqual(['a1@test.dev', 'b2@test.dev']);

    expect((await post(ABANDONED_API.deletions(event.id), { filter: {} })).json()).toEqual({
      count: 2,
    });
    expect(await remaining(event.id)).toEqual([]);
    expect(await remaining(other.event.id)).toHaveLength(1);
  });

  it('emails one reminder per person with a link to continue, and counts the reminders', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const ada = await add({ firstName: 'Ada', email: 'ada@test.dev', flow: 'b' });
    const nameless = await add({ firstName: '', email: 'anon@test.dev' });
    const untouched = await add({ email: 'later@test.dev' });

    const response = await post(ABANDONED_API.reminders(event.id), {
      flowContextMetadataIds: [ada.id, nameless.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    const mails = await outboxOf(event.id);
    expect(mails.map((m) => m.to)).toEqual(['ada@test.dev', 'anon@test.dev']);
    expect(mails[0]).toMatchObject({
      template: REMINDER_TEMPLATE,
      subject: `Complete your registration for ${event.name}`,
    });
    expect(mails[0]?.body).toContain('Hi Ada,');
    expect(mails[0]?.body).toContain(
      `${REGISTRATION_SITE_URL}/events/${event.id}/register/${ada.flowId}?flowContextId=${ada.flowContextId}`,
    );
    expect(mails[1]?.body).toContain('Hi there,');

    await post(ABANDONED_API.reminders(event.id), { flowContextMetadataIds: [ada.id] });
    const counts = await s.db
      .select({
        id: abandonedRegistrations.id,
        sent: abandonedRegistrations.remindersSent,
        at: abandonedRegistrations.lastRemindedAt,
      })
      .from(abandonedRegistrations)
      .where(eq(abandonedRegistrations.eventId, event.id))
      .orderBy(abandonedRegistrations.id);
    expect(counts.map((c) => [c.id, c.sent, c.at !== null])).toEqual([
      [ada.id, 2, true],
      [nameless.id, 1, true],
      [untouched.id, 0, false],
    ]);
  });

  it("reminds a select-all's filter, and refuses (409, nothing queued) one over the cap", async () => {
    const { event, flows, add } = await abandonedEvent(s.db, s.fx);
    await add({ email: 'public@test.dev', flow: 'a' });
    await add({ email: 'vip@test.dev', flow: 'b' });
    const byFilter = await post(ABANDONED_API.reminders(event.id), {
      filter: { flowIds: [flows.b.id] },
    });
    expect(byFilter.json()).toEqual({ count: 1 });
    expect((await outboxOf(event.id)).map((m) => m.to)).toEqual(['vip@test.dev']);

    await s.db.execute(sql`
      insert into abandoned_registrations (event_id, flow_id, email, abandoned_step)
      select ${event.id}::int, ${flows.a.id}::int, 'bulk' || g || '@test.dev', 'Payment'
      from generate_series(1, ${ABANDONED_LIMITS.maxReminders}) g`);
    const refused = await post(ABANDONED_API.reminders(event.id), { filter: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Narrow the filters');
    expect(await outboxOf(event.id)).toHaveLength(1);
    const [sent] = await queryRows<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from abandoned_registrations where event_id = ${event.id}::int and reminders_sent > 0`,
    );
    expect(Number(sent?.n)).toBe(1);
    // Narrowed under the cap, it goes through.
    const narrowed = await post(ABANDONED_API.reminders(event.id), {
      filter: { emailId: 'bulk1' },
    });
    expect(narrowed.statusCode).toBe(200);
  });

  it('refuses deletes and reminders on a read-only event, and lets its organizer still read', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const row = await add();
    const speaker = await readOnlySpeaker(s.app, s.db, s.fx, event.id);
    const payload = { flowContextMetadataIds: [row.id] };
    for (const url of [ABANDONED_API.deletions(event.id), ABANDONED_API.reminders(event.id)]) {
      const response = await post(url, payload, speaker);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: ERROR_CODES.readOnly,
        message: MESSAGES.notOrganizerReadOnly,
      });
    }
    await s.db.update(events).set({ status: 'CANCELED' }).where(eq(events.id, event.id));
    for (const url of [ABANDONED_API.deletions(event.id), ABANDONED_API.reminders(event.id)]) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(ERROR_CODES.readOnly);
    }
    expect(await remaining(event.id)).toHaveLength(1);
    expect(await outboxOf(event.id)).toHaveLength(0);
    const read = await s.app.inject({
      method: 'GET',
      url: `/api${ABANDONED_API.list(event.id)}`,
      headers: sessionHeaders(owner),
    });
    expect(read.statusCode).toBe(200);
    const stillThere = await s.db
      .select()
      .from(abandonedRegistrations)
      .where(
        and(eq(abandonedRegistrations.id, row.id), eq(abandonedRegistrations.remindersSent, 0)),
      );
    expect(stillThere).toHaveLength(1);
  });
});
