/**
 * The event's automatic emails on Communication > Standard: defaults until edited, the switch
 * approvals read for their confirmation types, what a save refuses (leaving the email as it was),
 * the preview filled from a real registrant (escaped in HTML) or sample values, and 'Send me a
 * test' queued to the current user with the draft's text.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import {
  APPROVAL_API,
  ApprovalDetailsResponseSchema,
  ApprovalSettingsSchema,
} from '@console/approvals-contract';
import {
  COMMUNICATION_API,
  COMMUNICATION_MESSAGES as M,
  EMAIL_DEFAULTS,
  EMAIL_KINDS,
  EmailPreviewSchema,
  KIND_PLACEHOLDERS,
  TestEmailSchema,
} from '@console/event-setup-contract';
import { continueLinkText } from '../abandoned-registrations/reminder-email';
import { approvalEvent } from '../approvals/approvals-fixture';
import { buildFixture, FIXTURE_USERS } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { describeApi } from '../testing/suite';
import { communicationClient } from './communication-test-client';
import { SAMPLE_FIRST_NAME } from './drafts';

describeApi('communication: the automatic emails', buildFixture, (s) => {
  const c = communicationClient(s);

  it('answers every kind with its defaults until an organizer changes it', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    expect(await c.emails(event.id)).toEqual(
      EMAIL_KINDS.map((kind) => ({
        kind,
        ...EMAIL_DEFAULTS[kind],
        customized: false,
        placeholders: [...KIND_PLACEHOLDERS[kind]],
      })),
    );
    expect((await c.email(event.id, 'INVITATION')).enabled).toBe(false);
    // The permission of the Standard page: the approver may approve but not edit the emails.
    expect((await c.read(COMMUNICATION_API.emails(event.id), 'approver')).statusCode).toBe(403);
  });

  it('turning the approval email off makes approving ask APPROVE_EMAIL_OFF; on again, it does not', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const request = await add();
    const confirmation = async () => {
      const response = await c.send('POST', APPROVAL_API.confirmation(event.id), {
        status: 'APPROVED',
        registrationIds: [request.id],
        selectedTab: 'PENDING',
      });
      expect(response.statusCode).toBe(200);
      return ApprovalDetailsResponseSchema.parse(response.json()).confirmationPopupType;
    };
    const settings = async () =>
      ApprovalSettingsSchema.parse((await c.read(APPROVAL_API.settings(event.id))).json());
    expect(await confirmation()).not.toBe('APPROVE_EMAIL_OFF');

    const off = await c.edit(event.id, 'APPROVAL_APPROVED', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ kind: 'APPROVAL_APPROVED', enabled: false });
    expect(await confirmation()).toBe('APPROVE_EMAIL_OFF');
    expect(await settings()).toMatchObject({
      approveEmailEnabled: false,
      rejectEmailEnabled: true,
    });

    await c.edit(event.id, 'APPROVAL_REJECTED', { enabled: false });
    expect(await settings()).toMatchObject({
      approveEmailEnabled: false,
      rejectEmailEnabled: false,
    });
    await c.edit(event.id, 'APPROVAL_APPROVED', { enabled: true });
    expect(await confirmation()).not.toBe('APPROVE_EMAIL_OFF');
    expect(await settings()).toMatchObject({
      approveEmailEnabled: true,
      rejectEmailEnabled: false,
    });
  });

  it('saves a text; a text equal to the default follows the default again', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Texts' });
    const saved = await c.edit(event.id, 'REMINDER', {
      subject: '  Finish signing up for {event}  ',
      body: 'Hello {firstName}!\n\n{continueLink}\n',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      kind: 'REMINDER',
      enabled: true,
      subject: 'Finish signing up for {event}',
      body: 'Hello {firstName}!\n\n{continueLink}\n',
      customized: true,
      placeholders: ['firstName', 'event', 'continueLink'],
    });
    // The switch alone leaves the text.
    await c.edit(event.id, 'REMINDER', { enabled: false });
    expect(await c.email(event.id, 'REMINDER')).toMatchObject({
      enabled: false,
      subject: 'Finish signing up for {event}',
    });
    await c.edit(event.id, 'REMINDER', EMAIL_DEFAULTS.REMINDER);
    expect(await c.email(event.id, 'REMINDER')).toMatchObject({
      ...EMAIL_DEFAULTS.REMINDER,
      customized: false,
    });
  });

  it('refuses, naming the field, what the email cannot send, and leaves it as it was', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Refusals' });
    const before = await c.emails(event.id);
    const refusals: [string, object, string, string][] = [
      [
        'an unknown placeholder',
        { body: 'Hi {firstName} {lastName}' },
        'body',
        M.placeholdersNotAllowed(['{lastName}'], KIND_PLACEHOLDERS.REGISTRATION_CONFIRMATION),
      ],
      [
        'a link the confirmation has none of',
        { subject: 'Go: {continueLink}' },
        'subject',
        M.placeholdersNotAllowed(['{continueLink}'], KIND_PLACEHOLDERS.REGISTRATION_CONFIRMATION),
      ],
      ['an empty body', { body: '  ' }, 'body', M.bodyRequired],
      ['a subject of two lines', { subject: 'a\nb' }, 'subject', M.subjectOneLine],
      ['nothing', {}, '', M.nothingToChange(['enabled', 'subject', 'body'])],
      [
        'another setting',
        { name: 'x' },
        '',
        M.unknownSetting(['name'], ['enabled', 'subject', 'body']),
      ],
    ];
    for (const [what, body, field, message] of refusals) {
      const response = await c.edit(event.id, 'REGISTRATION_CONFIRMATION', body);
      expect({ what, status: response.statusCode, message: response.json().message }).toEqual({
        what,
        status: 400,
        message: field ? `${field}: ${message}` : message,
      });
    }
    const unknownKind = await c.send('PATCH', `/events/${event.id}/communication/emails/WELCOME`, {
      enabled: false,
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toBe(`kind: ${M.unknownKind}`);
    expect(await c.emails(event.id)).toEqual(before);
  });

  it('previews a draft filled from the most recent registrant, or the one asked for, escaped in HTML', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const older = await add({
      firstName: 'Ada',
      lastName: 'Byron',
      createdAt: new Date('2029-01-01'),
    });
    const newest = await add({
      firstName: '<b>Zoë</b>',
      lastName: 'Q',
      status: 'REJECTED',
      createdAt: new Date('2029-06-01'),
    });
    const draft = {
      subject: 'Welcome {firstName} to {event}',
      body: '<script>alert(1)</script>\nHi {firstName}: {continueLink}',
    };
    const preview = async (body: object) => {
      const response = await c.send(
        'POST',
        COMMUNICATION_API.emailPreview(event.id, 'APPROVAL_APPROVED'),
        body,
      );
      expect(response.statusCode).toBe(200);
      return EmailPreviewSchema.parse(response.json());
    };
    const link = continueLinkText(event.id, newest.flowId, newest.flowContextId);
    expect(await preview(draft)).toEqual({
      subject: `Welcome <b>Zoë</b> to ${event.name}`,
      text: `<script>alert(1)</script>\nHi <b>Zoë</b>: ${link}`,
      html: `&lt;script&gt;alert(1)&lt;/script&gt;<br>\nHi &lt;b&gt;Zoë&lt;/b&gt;: ${link}`,
      filledFrom: { registrationId: newest.id, name: '<b>Zoë</b> Q', email: newest.email },
      note: null,
    });
    const asked = await preview({ ...draft, registrationId: older.id });
    expect(asked.subject).toBe(`Welcome Ada to ${event.name}`);
    expect(asked.filledFrom?.name).toBe('Ada Byron');

    const other = await approvalEvent(s.db, s.fx);
    const foreign = await other.add();
    const refused = await c.send(
      'POST',
      COMMUNICATION_API.emailPreview(event.id, 'APPROVAL_APPROVED'),
      {
        ...draft,
        registrationId: foreign.id,
      },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(M.registrantNotFound(foreign.id));
    // The rejection has no continue link: the draft is refused as a save would be.
    const noLink = await c.send(
      'POST',
      COMMUNICATION_API.emailPreview(event.id, 'APPROVAL_REJECTED'),
      draft,
    );
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().field).toBe('body');
  });

  it('previews with sample values, and says so, when the event has no registrant', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Nobody yet' });
    const response = await c.send('POST', COMMUNICATION_API.emailPreview(event.id, 'INVITATION'), {
      subject: 'Join {event}',
      body: 'Hi {firstName}',
    });
    expect(response.json()).toEqual({
      subject: 'Join Nobody yet',
      text: `Hi ${SAMPLE_FIRST_NAME}`,
      html: `Hi ${SAMPLE_FIRST_NAME}`,
      filledFrom: null,
      note: M.noRegistrant,
    });
  });

  it('sends the draft as a test to the current user through the outbox, without saving it', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    await add({ firstName: 'Mia' });
    const response = await c.send('POST', COMMUNICATION_API.emailTest(event.id, 'INVITATION'), {
      subject: 'Edited invitation to {event}',
      body: 'Dear {firstName}, come to {event}.',
    });
    expect(response.statusCode).toBe(202);
    const sent = TestEmailSchema.parse(response.json());
    expect(sent).toMatchObject({
      to: FIXTURE_USERS.owner,
      subject: `[Test] Edited invitation to ${event.name}`,
    });
    expect(await c.outbox(event.id)).toEqual([
      {
        to: FIXTURE_USERS.owner,
        subject: `[Test] Edited invitation to ${event.name}`,
        body: `Dear Mia, come to ${event.name}.`,
        template: 'TEST_INVITATION',
      },
    ]);
    expect(await c.email(event.id, 'INVITATION')).toMatchObject(EMAIL_DEFAULTS.INVITATION);
    const bad = await c.send('POST', COMMUNICATION_API.emailTest(event.id, 'INVITATION'), {
      subject: 'x',
      body: '{continueLink}',
    });
    expect(bad.statusCode).toBe(400);
    expect(await c.outbox(event.id)).toHaveLength(1);
  });
});
