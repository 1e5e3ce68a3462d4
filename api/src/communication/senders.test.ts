/**
 * Every sender words its email as the event does on Communication > Standard: the confirmation
 * (resend), the approval and the rejection (a status update's job), the invitation (the standard
 * one when no invitation email is chosen, or the chosen ones) and the registration reminder. A
 * switched-off email is not sent (an organizer's explicit send is refused with 409); a value is
 * never filled twice; the SMTP part in HTML is the escaped text.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { APPROVAL_API } from '@console/approvals-contract';
import { ABANDONED_API, INVITE_LIST_API } from '@console/people-contract';
import {
  COMMUNICATION_API,
  COMMUNICATION_ERROR_CODES,
  COMMUNICATION_MESSAGES as M,
} from '@console/event-setup-contract';
import { abandonedEvent } from '../abandoned-registrations/abandoned-fixture';
import { continueLinkText, REMINDER_TEMPLATE } from '../abandoned-registrations/reminder-email';
import { createFeatureJobRegistry } from '../app';
import { approvalEvent } from '../approvals/approvals-fixture';
import { audienceGroupUsages } from '../audiences/schema';
import { audienceGroups } from '../db/schema';
import { emailOutbox } from '../email/schema';
import { sendDueEmails } from '../email/sender';
import type { OutgoingEmail } from '../email/transport';
import { INVITATION_TEMPLATE } from '../invite-lists/communications';
import { runPendingJobs } from '../jobs/worker';
import { buildFixture } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import { communicationClient } from './communication-test-client';

describeApi('communication: the senders use the event’s text', buildFixture, (s) => {
  const c = communicationClient(s);
  const jobRegistry = createFeatureJobRegistry();
  let keys = 0;

  const decide = async (eventId: number, status: 'APPROVED' | 'REJECTED', ids: number[]) => {
    const response = await c.send('POST', APPROVAL_API.statusUpdates(eventId), {
      idempotencyKey: `senders-${(keys += 1)}-${eventId}`,
      selection: { status, registrationIds: ids, selectedTab: 'PENDING' },
    });
    expect(response.statusCode).toBe(202);
    await runPendingJobs(s.db, jobRegistry);
  };

  it('approves and rejects with the edited texts, and sends nothing while a switch is off', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const ada = await add({ firstName: 'Ada', email: 'ada@test.dev' });
    const bo = await add({ firstName: '', email: 'bo@test.dev' });
    const cy = await add({ firstName: 'Cy', email: 'cy@test.dev' });
    await c.edit(event.id, 'APPROVAL_APPROVED', {
      subject: 'Yes, {firstName}!',
      body: 'Welcome to {event}, {firstName}. Finish here: {continueLink}',
    });
    await c.edit(event.id, 'APPROVAL_REJECTED', {
      subject: 'About {event}',
      body: 'Sorry {firstName}.',
    });
    await decide(event.id, 'APPROVED', [ada.id]);
    await decide(event.id, 'REJECTED', [bo.id]);
    await c.edit(event.id, 'APPROVAL_APPROVED', { enabled: false });
    await decide(event.id, 'APPROVED', [cy.id]);
    expect(await c.outbox(event.id)).toEqual([
      {
        to: 'ada@test.dev',
        subject: 'Yes, Ada!',
        body: `Welcome to ${event.name}, Ada. Finish here: ${continueLinkText(event.id, ada.flowId, ada.flowContextId)}`,
        template: 'APPROVAL_APPROVED',
      },
      {
        to: 'bo@test.dev',
        subject: `About ${event.name}`,
        body: 'Sorry there.',
        template: 'APPROVAL_REJECTED',
      },
    ]);
  });

  it('resends the edited confirmation, filling a first name like "{event}" as typed; off, it refuses', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const tricky = await add({
      firstName: '{event}',
      email: 'tricky@test.dev',
      status: 'REGISTERED',
    });
    await c.edit(event.id, 'REGISTRATION_CONFIRMATION', {
      subject: 'See you at {event}',
      body: 'Hi {firstName}, your seat at {event} is booked.',
    });
    const resend = () =>
      c.send('POST', APPROVAL_API.resendConfirmation(event.id), {
        flowContextIds: [tricky.flowContextId],
      });
    expect((await resend()).statusCode).toBe(204);
    expect(await c.outbox(event.id)).toEqual([
      {
        to: 'tricky@test.dev',
        subject: `See you at ${event.name}`,
        body: `Hi {event}, your seat at ${event.name} is booked.`,
        template: 'REGISTRATION_CONFIRMATION',
      },
    ]);
    await c.edit(event.id, 'REGISTRATION_CONFIRMATION', { enabled: false });
    const refused = await resend();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: COMMUNICATION_ERROR_CODES.emailOff,
      message: M.emailOff('REGISTRATION_CONFIRMATION'),
    });
    expect(await c.outbox(event.id)).toHaveLength(1);
  });

  it('invites with the standard invitation when none is chosen and it is on, else with the chosen ones', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    const [list] = await s.db
      .insert(audienceGroups)
      .values({ eventId: event.id, type: 'INVITE_ONLY', name: 'Guests' })
      .returning();
    if (!list) throw new Error('list missing');
    const invite = (email: string, communicationSettingIds: number[] = []) =>
      c.send('POST', INVITE_LIST_API.invitees(event.id, list.id), {
        email,
        firstName: email.startsWith('nia') ? 'Nia' : '',
        communicationSettingIds,
      });
    // Off by default: skipping the choice sends nothing, as before.
    expect((await invite('first@test.dev')).statusCode).toBe(201);
    expect(await c.outbox(event.id)).toEqual([]);

    await c.edit(event.id, 'INVITATION', {
      enabled: true,
      subject: 'Join us at {event}',
      body: 'Dear {firstName},\n\n{event} saves you a seat.',
    });
    expect((await invite('nia@test.dev')).statusCode).toBe(201);
    const created = await c.send('POST', COMMUNICATION_API.invitationEmails(event.id), {
      name: 'VIP invitation',
      subject: 'A VIP seat at {event}',
      body: 'For you, {firstName}.',
    });
    expect(created.statusCode).toBe(201);
    expect((await invite('vip@test.dev', [created.json().communicationId])).statusCode).toBe(201);
    expect(await c.outbox(event.id)).toEqual([
      {
        to: 'nia@test.dev',
        subject: `Join us at ${event.name}`,
        body: `Dear Nia,\n\n${event.name} saves you a seat.`,
        template: INVITATION_TEMPLATE,
      },
      {
        to: 'vip@test.dev',
        subject: `A VIP seat at ${event.name}`,
        body: 'For you, there.',
        template: INVITATION_TEMPLATE,
      },
    ]);
    // Each text sent is a use of the list, which refuses its deletion (spec people §5).
    const usages = await s.db
      .select({ usedBy: audienceGroupUsages.usedBy })
      .from(audienceGroupUsages)
      .where(eq(audienceGroupUsages.audienceGroupId, list.id));
    expect(usages.map((u) => u.usedBy).sort()).toEqual(['Standard invitation', 'VIP invitation']);
  });

  it('reminds with the edited reminder and its continue link; off, the reminder is refused', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    const ada = await add({ firstName: 'Ada', email: 'ada.r@test.dev' });
    await c.edit(event.id, 'REMINDER', {
      subject: '{firstName}, one step left',
      body: 'Pick up {event} here: {continueLink}',
    });
    const remind = () =>
      c.send('POST', ABANDONED_API.reminders(event.id), { flowContextMetadataIds: [ada.id] });
    expect((await remind()).json()).toEqual({ count: 1 });
    expect(await c.outbox(event.id)).toEqual([
      {
        to: 'ada.r@test.dev',
        subject: 'Ada, one step left',
        body: `Pick up ${event.name} here: ${continueLinkText(event.id, ada.flowId, ada.flowContextId)}`,
        template: REMINDER_TEMPLATE,
      },
    ]);
    await c.edit(event.id, 'REMINDER', { enabled: false });
    const refused = await remind();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.emailOff('REMINDER'));
    expect(await c.outbox(event.id)).toHaveLength(1);
  });

  it('delivers the text and its escaped HTML over SMTP', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    await s.db.insert(emailOutbox).values({
      eventId: event.id,
      to: 'html@test.dev',
      subject: 'Markup',
      body: '<script>x()</script>\nHi <b>Zoë</b> & co',
      template: 'TEST_INVITATION',
    });
    const delivered: OutgoingEmail[] = [];
    await sendDueEmails(s.db, {
      transport: { sendMail: async (email) => void delivered.push(email) },
      from: 'console@test.dev',
    });
    expect(delivered.find((email) => email.to === 'html@test.dev')).toEqual({
      from: 'console@test.dev',
      to: 'html@test.dev',
      subject: 'Markup',
      text: '<script>x()</script>\nHi <b>Zoë</b> & co',
      html: '&lt;script&gt;x()&lt;/script&gt;<br>\nHi &lt;b&gt;Zoë&lt;/b&gt; &amp; co',
    });
  });
});
