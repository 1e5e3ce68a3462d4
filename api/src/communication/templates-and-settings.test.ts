/**
 * The other communication pages' data: saved templates (create, list by name, edit, rename, delete;
 * a name taken whatever its case is a 409), the Custom page's invitation emails (the choices the
 * invite flows list) and the calendar invite setting that custom groups read before saving.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import {
  COMMUNICATION_API,
  COMMUNICATION_ERROR_CODES,
  EMAIL_DEFAULTS,
  COMMUNICATION_MESSAGES as M,
  SavedTemplateListSchema,
  SavedTemplateSchema,
} from '@console/event-setup-contract';
import { CUSTOM_GROUP_API, INVITE_LIST_API } from '@console/people-contract';
import { entriesOf } from '../activity-log/testing';
import { buildFixture, FIXTURE_USERS } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { describeApi } from '../testing/suite';
import { communicationClient } from './communication-test-client';

describeApi(
  'communication: saved templates, invitation emails, calendar invites',
  buildFixture,
  (s) => {
    const c = communicationClient(s);

    it('creates, lists by name, edits, renames and deletes saved templates', async () => {
      const { event } = await freshEvent(s.db, s.fx, { name: 'Templates' });
      const other = await freshEvent(s.db, s.fx, { name: 'Other templates' });
      const url = COMMUNICATION_API.templates(event.id);
      const create = (body: object) => c.send('POST', url, body);
      const list = async () =>
        SavedTemplateListSchema.parse((await c.read(url)).json()).templates.map((t) => t.name);

      const lastCall = await create({
        name: ' last call ',
        subject: 'Last call for {event}',
        body: 'Hi {firstName}: {continueLink}',
      });
      expect(lastCall.statusCode).toBe(201);
      const saved = SavedTemplateSchema.parse(lastCall.json());
      expect(saved).toMatchObject({ name: 'last call', subject: 'Last call for {event}' });
      expect(
        (await create({ name: 'Agenda', subject: 'Agenda', body: 'See {event}' })).statusCode,
      ).toBe(201);
      expect(await list()).toEqual(['Agenda', 'last call']);

      const taken = await create({ name: 'LAST CALL', subject: 's', body: 'b' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        code: COMMUNICATION_ERROR_CODES.nameTaken,
        message: M.templateNameTaken('LAST CALL'),
        field: 'name',
      });
      const unknown = await create({ name: 'x', subject: 's', body: 'Hi {lastName}' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().field).toBe('body');

      const templateUrl = COMMUNICATION_API.template(event.id, saved.templateId);
      const renamed = await c.send('PATCH', templateUrl, { name: 'Zz final call', body: 'Bye' });
      expect(renamed.json()).toMatchObject({
        name: 'Zz final call',
        subject: 'Last call for {event}',
        body: 'Bye',
      });
      const clash = await c.send('PATCH', templateUrl, { name: 'agenda' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe(M.templateNameTaken('agenda'));
      expect(await list()).toEqual(['Agenda', 'Zz final call']);

      // Another event's template id is not this event's.
      const foreign = COMMUNICATION_API.template(other.event.id, saved.templateId);
      expect((await c.send('PATCH', foreign, { name: 'x' })).statusCode).toBe(404);
      expect((await c.send('DELETE', foreign)).statusCode).toBe(404);
      expect((await c.send('DELETE', templateUrl)).statusCode).toBe(204);
      expect((await c.send('DELETE', templateUrl)).statusCode).toBe(404);
      expect(await list()).toEqual(['Agenda']);
      // Email editors read the list with their own permission; writing needs the templates'.
      expect((await c.read(url, 'approver')).statusCode).toBe(403);
    });

    it('edits the invitation emails the invite flows offer', async () => {
      const { event } = await freshEvent(s.db, s.fx, { name: 'Invitations' });
      const url = COMMUNICATION_API.invitationEmails(event.id);
      const created = await c.send('POST', url, {
        name: 'Early access',
        subject: 'Early access to {event}',
        body: 'Hi {firstName}',
      });
      expect(created.statusCode).toBe(201);
      const { communicationId } = created.json() as { communicationId: number };
      const offered = async () => (await c.read(INVITE_LIST_API.communications(event.id))).json();
      expect(await offered()).toEqual({
        communications: [
          { id: communicationId, name: 'Early access', subject: 'Early access to {event}' },
        ],
      });
      const noLink = await c.send('POST', url, { name: 'x', subject: 's', body: '{continueLink}' });
      expect(noLink.statusCode).toBe(400);
      expect(noLink.json().message).toBe(
        `body: ${M.placeholdersNotAllowed(['{continueLink}'], ['firstName', 'event'])}`,
      );
      expect(
        (await c.send('POST', url, { name: 'EARLY ACCESS', subject: 's', body: 'b' })).statusCode,
      ).toBe(409);
      const edited = await c.send(
        'PATCH',
        COMMUNICATION_API.invitationEmail(event.id, communicationId),
        {
          subject: 'Your early access to {event}',
        },
      );
      expect(edited.json()).toMatchObject({
        name: 'Early access',
        subject: 'Your early access to {event}',
      });
      expect((await c.read(url)).json()).toEqual({ invitationEmails: [edited.json()] });
      expect(
        (await c.send('DELETE', COMMUNICATION_API.invitationEmail(event.id, communicationId)))
          .statusCode,
      ).toBe(204);
      expect(await offered()).toEqual({ communications: [] });
    });

    it('turns the day-wise block on and off, as custom groups then read it', async () => {
      const { event } = await freshEvent(s.db, s.fx, { name: 'Calendar' });
      const url = COMMUNICATION_API.calendarInvites(event.id);
      const customGroupsRead = async () =>
        (await c.read(CUSTOM_GROUP_API.calendarInviteSetting(event.id))).json();
      expect((await c.read(url)).json()).toEqual({ isDayWiseBlock: false });
      const on = await c.send('PUT', url, { isDayWiseBlock: true });
      expect(on.json()).toEqual({ isDayWiseBlock: true });
      expect(await customGroupsRead()).toEqual({ isDayWiseBlock: true });
      expect((await c.send('PUT', url, { isDayWiseBlock: 'yes' })).statusCode).toBe(400);
      await c.send('PUT', url, { isDayWiseBlock: false });
      expect(await customGroupsRead()).toEqual({ isDayWiseBlock: false });
    });

    const owner = () => ({
      actorUserId: s.fx.userId('owner'),
      actorName: `Test ${FIXTURE_USERS.owner}`,
      area: 'EMAILS',
    });

    it('logs an automatic email turned off and edited, and the day-wise block; refusals log nothing', async () => {
      const { event } = await freshEvent(s.db, s.fx, { name: 'Emails log' });
      const approval = COMMUNICATION_API.email(event.id, 'APPROVAL_APPROVED');
      expect((await c.send('PATCH', approval, { subject: 'Hi {lastName}' })).statusCode).toBe(400);
      expect((await c.send('PATCH', approval, { enabled: false })).statusCode).toBe(200);
      expect((await c.send('PATCH', approval, { enabled: false })).statusCode).toBe(200);
      expect((await c.send('PATCH', approval, { subject: 'Approved: {event}' })).statusCode).toBe(
        200,
      );
      const calendar = COMMUNICATION_API.calendarInvites(event.id);
      expect((await c.send('PUT', calendar, { isDayWiseBlock: 'yes' })).statusCode).toBe(400);
      expect((await c.send('PUT', calendar, { isDayWiseBlock: true })).statusCode).toBe(200);
      const email = { targetType: 'email', targetId: 'APPROVAL_APPROVED', targetLabel: 'Approval' };
      expect(await entriesOf(s.db, event.id)).toEqual([
        expect.objectContaining({
          ...owner(),
          ...email,
          action: 'email.turned-off',
          summary: "Turned off the 'Approval' email",
          before: { enabled: true },
          after: { enabled: false },
        }),
        expect.objectContaining({
          ...owner(),
          ...email,
          action: 'email.edited',
          summary: "Edited the 'Approval' email",
          before: { subject: EMAIL_DEFAULTS.APPROVAL_APPROVED.subject },
          after: { subject: 'Approved: {event}' },
        }),
        expect.objectContaining({
          ...owner(),
          action: 'calendar-invites.changed',
          targetType: 'calendar-invites',
          targetId: String(event.id),
          summary: 'Turned on the day-wise block of calendar invites',
          before: { isDayWiseBlock: false },
          after: { isDayWiseBlock: true },
        }),
      ]);
    });

    it('logs saved templates and invitation emails created, edited and deleted; refusals log nothing', async () => {
      const { event } = await freshEvent(s.db, s.fx, { name: 'Templates log' });
      const templates = COMMUNICATION_API.templates(event.id);
      const text = { subject: 'Agenda for {event}', body: 'Hi {firstName}' };
      const created = await c.send('POST', templates, { name: 'Agenda', ...text });
      const { templateId } = SavedTemplateSchema.parse(created.json());
      await c.send('POST', templates, { name: 'Other', ...text });
      const template = COMMUNICATION_API.template(event.id, templateId);
      // A taken name: the unique index refuses it inside the write's transaction.
      expect((await c.send('PATCH', template, { name: 'other' })).statusCode).toBe(409);
      expect((await c.send('PATCH', template, { name: 'Agenda v2' })).statusCode).toBe(200);
      expect((await c.send('DELETE', template)).statusCode).toBe(204);
      expect((await c.send('DELETE', template)).statusCode).toBe(404);

      const invitations = COMMUNICATION_API.invitationEmails(event.id);
      const invitation = await c.send('POST', invitations, { name: 'Early', ...text });
      const { communicationId } = invitation.json() as { communicationId: number };
      const invitationUrl = COMMUNICATION_API.invitationEmail(event.id, communicationId);
      expect((await c.send('PATCH', invitationUrl, { body: 'Hello {firstName}' })).statusCode).toBe(
        200,
      );
      expect((await c.send('DELETE', invitationUrl)).statusCode).toBe(204);

      const values = { name: 'Agenda', ...text };
      const tpl = { ...owner(), targetType: 'email-template', targetId: String(templateId) };
      const inv = { ...owner(), targetType: 'invitation-email', targetId: String(communicationId) };
      const entries = (await entriesOf(s.db, event.id)).filter((e) => e.targetLabel !== 'Other');
      expect(entries).toEqual([
        expect.objectContaining({
          ...tpl,
          action: 'email-template.created',
          targetLabel: 'Agenda',
          summary: "Created email template 'Agenda'",
          before: null,
          after: values,
        }),
        expect.objectContaining({
          ...tpl,
          action: 'email-template.edited',
          targetLabel: 'Agenda v2',
          summary: "Edited email template 'Agenda v2'",
          before: { name: 'Agenda' },
          after: { name: 'Agenda v2' },
        }),
        expect.objectContaining({
          ...tpl,
          action: 'email-template.deleted',
          summary: "Deleted email template 'Agenda v2'",
          before: { ...values, name: 'Agenda v2' },
          after: null,
        }),
        expect.objectContaining({
          ...inv,
          action: 'invitation-email.created',
          targetLabel: 'Early',
          summary: "Created invitation email 'Early'",
          before: null,
          after: { ...values, name: 'Early' },
        }),
        expect.objectContaining({
          ...inv,
          action: 'invitation-email.edited',
          summary: "Edited invitation email 'Early'",
          before: { body: 'Hi {firstName}' },
          after: { body: 'Hello {firstName}' },
        }),
        expect.objectContaining({
          ...inv,
          action: 'invitation-email.deleted',
          before: { name: 'Early', subject: text.subject, body: 'Hello {firstName}' },
          after: null,
        }),
      ]);
    });
  },
);
