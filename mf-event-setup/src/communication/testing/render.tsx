/**
 * Renders a communication page as the shell would (see @console/shared/testing), at its route of
 * a test event, against a fake API that keeps the emails, invitation emails, saved templates and
 * the calendar setting and applies the writes it is sent; previews are filled with the contract's
 * fillText/fillHtml from one registrant, as the API fills them.
 */
import { type Event } from '@console/shared/contract';
import {
  aUser,
  anEvent,
  FetchRouter,
  renderOneOfEventPages,
  type EventPages,
  type testShellContext,
} from '@console/shared/testing';
import {
  COMMUNICATION_API,
  EMAIL_KINDS,
  fillHtml,
  fillText,
  type EmailDraft,
  type EventEmail,
  type InvitationEmail,
  type SavedTemplate,
} from '@console/event-setup-contract';
import { CalendarInvitesPage } from '../calendar/CalendarInvitesPage';
import { CustomEmailsPage } from '../custom/CustomEmailsPage';
import { StandardEmailsPage } from '../standard/StandardEmailsPage';
import { SavedTemplatesPage } from '../templates/SavedTemplatesPage';
import { defaultEmails, PREVIEW_REGISTRANT } from './fixtures';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 5;
export const EVENT_BASE = `/event/${EVENT_ID}`;
export const testEvent: Event = anEvent({ eventId: EVENT_ID, name: 'Mail Summit' });
export const TEST_USER_EMAIL = aUser().email;

export const api = {
  emails: COMMUNICATION_API.emails(EVENT_ID),
  email: (kind: EventEmail['kind']) => COMMUNICATION_API.email(EVENT_ID, kind),
  preview: (kind: EventEmail['kind']) => COMMUNICATION_API.emailPreview(EVENT_ID, kind),
  test: (kind: EventEmail['kind']) => COMMUNICATION_API.emailTest(EVENT_ID, kind),
  invitations: COMMUNICATION_API.invitationEmails(EVENT_ID),
  invitation: (id: number) => COMMUNICATION_API.invitationEmail(EVENT_ID, id),
  invitationPreview: COMMUNICATION_API.invitationPreview(EVENT_ID),
  invitationTest: COMMUNICATION_API.invitationTest(EVENT_ID),
  templates: COMMUNICATION_API.templates(EVENT_ID),
  template: (id: number) => COMMUNICATION_API.template(EVENT_ID, id),
  calendar: COMMUNICATION_API.calendarInvites(EVENT_ID),
};

export interface CommunicationData {
  emails?: EventEmail[];
  invitations?: InvitationEmail[];
  templates?: SavedTemplate[];
  isDayWiseBlock?: boolean;
}

const previewOf = (draft: EmailDraft) => {
  const values = {
    firstName: PREVIEW_REGISTRANT.firstName,
    event: testEvent.name,
    continueLink: 'https://register.example.com/continue',
  };
  return {
    subject: fillText(draft.subject, values),
    text: fillText(draft.body, values),
    html: fillHtml(draft.body, values),
    filledFrom: {
      registrationId: PREVIEW_REGISTRANT.registrationId,
      name: PREVIEW_REGISTRANT.name,
      email: PREVIEW_REGISTRANT.email,
    },
    note: null,
  };
};

/** A fake API holding `initial` and applying each write to it. */
export function communicationApi(initial: CommunicationData = {}) {
  let emails = initial.emails ?? defaultEmails();
  let invitations = initial.invitations ?? [];
  let templates = initial.templates ?? [];
  let isDayWiseBlock = initial.isDayWiseBlock ?? false;
  let nextId = 100;
  const router = new FetchRouter();
  const test = (request: { body: unknown }) => ({
    emailId: (nextId += 1),
    to: TEST_USER_EMAIL,
    subject: `[Test] ${previewOf(request.body as EmailDraft).subject}`,
  });
  router
    .on('GET', api.emails, () => ({ emails }))
    .on('GET', api.invitations, () => ({ invitationEmails: invitations }))
    .on('POST', api.invitations, (request: { body: unknown }) => {
      const created = { communicationId: (nextId += 1), ...(request.body as object) };
      invitations = [...invitations, created as InvitationEmail];
      return created;
    })
    .on('POST', api.invitationPreview, (request: { body: unknown }) =>
      previewOf(request.body as EmailDraft),
    )
    .on('POST', api.invitationTest, test)
    .on('GET', api.templates, () => ({ templates }))
    .on('POST', api.templates, (request: { body: unknown }) => {
      const created = {
        templateId: (nextId += 1),
        updatedAt: '2030-01-03T10:00:00Z',
        ...(request.body as object),
      } as SavedTemplate;
      templates = [...templates, created];
      return created;
    })
    .on('GET', api.calendar, () => ({ isDayWiseBlock }))
    .on('PUT', api.calendar, (request: { body: unknown }) => {
      ({ isDayWiseBlock } = request.body as { isDayWiseBlock: boolean });
      return { isDayWiseBlock };
    });
  for (const kind of EMAIL_KINDS)
    router
      .on('PATCH', api.email(kind), (request: { body: unknown }) => {
        const edit = request.body as Partial<EventEmail>;
        emails = emails.map((email) =>
          email.kind === kind
            ? {
                ...email,
                ...edit,
                customized:
                  email.customized || edit.subject !== undefined || edit.body !== undefined,
              }
            : email,
        );
        return emails.find((email) => email.kind === kind);
      })
      .on('POST', api.preview(kind), (request: { body: unknown }) =>
        previewOf(request.body as EmailDraft),
      )
      .on('POST', api.test(kind), test);
  for (const invitation of invitations)
    router
      .on('PATCH', api.invitation(invitation.communicationId), (request: { body: unknown }) => {
        invitations = invitations.map((i) =>
          i.communicationId === invitation.communicationId
            ? { ...i, ...(request.body as object) }
            : i,
        );
        return invitations.find((i) => i.communicationId === invitation.communicationId);
      })
      .on('DELETE', api.invitation(invitation.communicationId), () => {
        invitations = invitations.filter((i) => i.communicationId !== invitation.communicationId);
        return undefined;
      });
  for (const template of templates)
    router
      .on('PATCH', api.template(template.templateId), (request: { body: unknown }) => {
        templates = templates.map((t) =>
          t.templateId === template.templateId ? { ...t, ...(request.body as object) } : t,
        );
        return templates.find((t) => t.templateId === template.templateId);
      })
      .on('DELETE', api.template(template.templateId), () => {
        templates = templates.filter((t) => t.templateId !== template.templateId);
        return undefined;
      });
  return router;
}

const PAGES = {
  standard: { path: 'communication/standard', element: <StandardEmailsPage /> },
  custom: { path: 'communication/custom', element: <CustomEmailsPage /> },
  templates: { path: 'communication/saved-templates', element: <SavedTemplatesPage /> },
  calendar: { path: 'communication/calendar-invite', element: <CalendarInvitesPage /> },
} satisfies EventPages<string>;
export type CommunicationPage = keyof typeof PAGES;

export interface RenderOptions {
  fetch?: FetchRouter;
  /** The query string the page opens with (e.g. `?email=APPROVAL_APPROVED`). */
  search?: string;
  /** The shell context's read-only state, access... (the event is the test event unless given). */
  context?: Parameters<typeof testShellContext>[0];
}

export function renderCommunicationPage(
  page: CommunicationPage,
  { fetch = communicationApi(), search = '', context }: RenderOptions = {},
) {
  return renderOneOfEventPages(PAGES, page, {
    eventBase: EVENT_BASE,
    at: `${PAGES[page].path}${search}`,
    fetch,
    context: { event: testEvent, ...context },
  });
}
