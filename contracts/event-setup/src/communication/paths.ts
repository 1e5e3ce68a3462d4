/**
 * The communication endpoints, relative to /api: Fastify patterns (`*Route`) and builders. The
 * automatic emails are addressed by kind; a preview (a POST that only reads) and a test send take
 * a draft, so an editor can try text it has not saved.
 */
import type { EmailKind } from './kinds';

const base = (eventId: number) => `/events/${eventId}/communication`;

export const COMMUNICATION_API = {
  emailsRoute: '/events/:eventId/communication/emails',
  emails: (eventId: number) => `${base(eventId)}/emails`,
  emailRoute: '/events/:eventId/communication/emails/:kind',
  email: (eventId: number, kind: EmailKind) => `${base(eventId)}/emails/${kind}`,
  emailPreviewRoute: '/events/:eventId/communication/emails/:kind/preview',
  emailPreview: (eventId: number, kind: EmailKind) => `${base(eventId)}/emails/${kind}/preview`,
  emailTestRoute: '/events/:eventId/communication/emails/:kind/test',
  emailTest: (eventId: number, kind: EmailKind) => `${base(eventId)}/emails/${kind}/test`,
  invitationEmailsRoute: '/events/:eventId/communication/invitation-emails',
  invitationEmails: (eventId: number) => `${base(eventId)}/invitation-emails`,
  invitationEmailRoute: '/events/:eventId/communication/invitation-emails/:communicationId',
  invitationEmail: (eventId: number, communicationId: number) =>
    `${base(eventId)}/invitation-emails/${communicationId}`,
  invitationPreviewRoute: '/events/:eventId/communication/invitation-emails/preview',
  invitationPreview: (eventId: number) => `${base(eventId)}/invitation-emails/preview`,
  invitationTestRoute: '/events/:eventId/communication/invitation-emails/test',
  invitationTest: (eventId: number) => `${base(eventId)}/invitation-emails/test`,
  templatesRoute: '/events/:eventId/communication/templates',
  templates: (eventId: number) => `${base(eventId)}/templates`,
  templateRoute: '/events/:eventId/communication/templates/:templateId',
  template: (eventId: number, templateId: number) => `${base(eventId)}/templates/${templateId}`,
  calendarInvitesRoute: '/events/:eventId/communication/calendar-invites',
  calendarInvites: (eventId: number) => `${base(eventId)}/calendar-invites`,
} as const;

/** The Standard page's search parameter that opens and highlights one automatic email. */
export const STANDARD_EMAIL_PARAM = 'email';
