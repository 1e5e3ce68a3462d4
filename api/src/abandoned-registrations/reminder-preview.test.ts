import { before, it } from 'node:test';
import { expect } from 'expect';
import { eq, sql } from 'drizzle-orm';
import {
  COMMUNICATION_API,
  COMMUNICATION_ERROR_CODES,
  COMMUNICATION_MESSAGES,
} from '@console/event-setup-contract';
import { emailOutbox } from '../email/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { abandonedEvent, readOnlySpeaker } from './abandoned-fixture';
import { REGISTRATION_SITE_URL } from './reminder-email';
import { abandonedRegistrations } from './schema';
import {
  ABANDONED_API,
  ABANDONED_LIMITS,
  AbandonedReminderPreviewSchema,
} from '@console/people-contract';

describeApi('abandoned registrations: the reminder shown before it is sent', buildFixture, (s) => {
  let owner: TestSession;
  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });
  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, session = owner) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: payload as object,
      headers: sessionHeaders(session, true),
    });
  const preview = (eventId: number, payload: unknown, session = owner) =>
    send('POST', ABANDONED_API.reminderPreview(eventId), payload, session);
  const outboxOf = (eventId: number) =>
    s.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, eventId));

  it("shows the event's reminder filled for the selection's first person, and how many it goes to, sending nothing", async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const ada = await add({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@test.dev' });
    const alan = await add({ firstName: 'Alan', email: 'alan@test.dev' });
    const response = await preview(event.id, { flowContextMetadataIds: [alan.id, ada.id] });
    expect(response.statusCode).toBe(200);
    expect(AbandonedReminderPreviewSchema.parse(response.json())).toEqual({
      count: 2,
      subject: `Complete your registration for ${event.name}`,
      text: `Hi Ada,\n\nYou started registering for ${event.name} but did not finish. Continue where you left off:\n\n${REGISTRATION_SITE_URL}/events/${event.id}/register/${ada.flowId}?flowContextId=${ada.flowContextId}`,
      to: { name: 'Ada Lovelace', email: 'ada@test.dev' },
    });
    expect(await outboxOf(event.id)).toEqual([]);
    const [row] = await s.db
      .select({ sent: abandonedRegistrations.remindersSent })
      .from(abandonedRegistrations)
      .where(eq(abandonedRegistrations.id, ada.id));
    expect(row?.sent).toBe(0);
  });

  it('shows exactly what is then sent, with the text the organizer wrote in Communication', async () => {
    const { event, flows, add } = await abandonedEvent(s.db, s.fx);
    await add({ firstName: 'Grace', email: 'grace@test.dev', flow: 'b' });
    await add({ email: 'other@test.dev', flow: 'a' });
    const edited = await send('PATCH', COMMUNICATION_API.email(event.id, 'REMINDER'), {
      subject: 'Your seat at {event} is waiting',
      body: 'Dear {firstName}, finish here: {continueLink}',
    });
    expect(edited.statusCode).toBe(200);
    const selection = { filter: { flowIds: [flows.b.id] } };
    const shown = AbandonedReminderPreviewSchema.parse((await preview(event.id, selection)).json());
    expect(shown).toMatchObject({
      count: 1,
      subject: `Your seat at ${event.name} is waiting`,
      to: { email: 'grace@test.dev' },
    });
    expect(shown.text).toMatch(/^Dear Grace, finish here: https?:\/\//);
    expect((await send('POST', ABANDONED_API.reminders(event.id), selection)).statusCode).toBe(200);
    const mails = await outboxOf(event.id);
    expect(mails.map((m) => ({ to: m.to, subject: m.subject, body: m.body }))).toEqual([
      { to: 'grace@test.dev', subject: shown.subject, body: shown.text },
    ]);
  });

  it('refuses what the send would refuse: the reminder turned off, over the cap, ids of another event, nobody left', async () => {
    const { event, flows, add } = await abandonedEvent(s.db, s.fx);
    const row = await add();
    const other = await abandonedEvent(s.db, s.fx);
    const foreign = await other.add();
    const wrongEvent = await preview(event.id, { flowContextMetadataIds: [row.id, foreign.id] });
    expect(wrongEvent.statusCode).toBe(400);
    expect(wrongEvent.json()).toMatchObject({ field: 'flowContextMetadataIds' });
    const nobody = await preview(event.id, { filter: { emailId: 'nobody-matches' } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toContain('Reload the list');

    await s.db.execute(sql`
      insert into abandoned_registrations (event_id, flow_id, email, abandoned_step)
      select ${event.id}::int, ${flows.a.id}::int, 'bulk' || g || '@test.dev', 'Payment'
      from generate_series(1, ${ABANDONED_LIMITS.maxReminders}) g`);
    const tooMany = await preview(event.id, { filter: {} });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('Narrow the filters');

    await send('PATCH', COMMUNICATION_API.email(event.id, 'REMINDER'), { enabled: false });
    const off = await preview(event.id, { flowContextMetadataIds: [row.id] });
    expect({ status: off.statusCode, body: off.json() }).toEqual({
      status: 409,
      body: {
        code: COMMUNICATION_ERROR_CODES.emailOff,
        message: COMMUNICATION_MESSAGES.emailOff('REMINDER'),
      },
    });
    expect(await outboxOf(event.id)).toEqual([]);
  });

  it('answers on a read-only event (it only reads), where the send itself is refused', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const row = await add();
    const speaker = await readOnlySpeaker(s.app, s.db, s.fx, event.id);
    const payload = { flowContextMetadataIds: [row.id] };
    expect((await preview(event.id, payload, speaker)).statusCode).toBe(200);
    expect(
      (await send('POST', ABANDONED_API.reminders(event.id), payload, speaker)).statusCode,
    ).toBe(403);
  });
});
