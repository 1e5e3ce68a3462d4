/**
 * The communication endpoints (issue #43), one function per call. Paths come from the contract's
 * COMMUNICATION_API; answers are validated with the contract's schemas.
 */
import { apiRequest, apiSend } from '@console/shared/react';
import {
  CalendarInviteSettingsSchema,
  COMMUNICATION_API as API,
  EmailPreviewSchema,
  EventEmailListSchema,
  EventEmailSchema,
  InvitationEmailListSchema,
  InvitationEmailSchema,
  SavedTemplateListSchema,
  SavedTemplateSchema,
  TestEmailSchema,
  type CalendarInviteEdit,
  type CalendarInviteSettings,
  type EmailDraft,
  type EmailKind,
  type EmailPreview,
  type EventEmail,
  type EventEmailEdit,
  type InvitationEmail,
  type InvitationEmailCreate,
  type InvitationEmailEdit,
  type SavedTemplate,
  type SavedTemplateCreate,
  type SavedTemplateEdit,
  type TestEmail,
} from '@console/event-setup-contract';

export async function fetchEventEmails(
  eventId: number,
  signal?: AbortSignal,
): Promise<EventEmail[]> {
  return (await apiRequest(EventEmailListSchema, API.emails(eventId), { signal })).emails;
}

export const editEventEmail = (eventId: number, kind: EmailKind, body: EventEmailEdit) =>
  apiRequest(EventEmailSchema, API.email(eventId, kind), { method: 'PATCH', body });

export const previewEventEmail = (
  eventId: number,
  kind: EmailKind,
  draft: EmailDraft,
): Promise<EmailPreview> =>
  apiRequest(EmailPreviewSchema, API.emailPreview(eventId, kind), { method: 'POST', body: draft });

export const testEventEmail = (
  eventId: number,
  kind: EmailKind,
  draft: EmailDraft,
): Promise<TestEmail> =>
  apiRequest(TestEmailSchema, API.emailTest(eventId, kind), { method: 'POST', body: draft });

export async function fetchInvitationEmails(
  eventId: number,
  signal?: AbortSignal,
): Promise<InvitationEmail[]> {
  return (await apiRequest(InvitationEmailListSchema, API.invitationEmails(eventId), { signal }))
    .invitationEmails;
}

export const createInvitationEmail = (eventId: number, body: InvitationEmailCreate) =>
  apiRequest(InvitationEmailSchema, API.invitationEmails(eventId), { method: 'POST', body });

export const editInvitationEmail = (
  eventId: number,
  communicationId: number,
  body: InvitationEmailEdit,
) =>
  apiRequest(InvitationEmailSchema, API.invitationEmail(eventId, communicationId), {
    method: 'PATCH',
    body,
  });

export const deleteInvitationEmail = (eventId: number, communicationId: number) =>
  apiSend(API.invitationEmail(eventId, communicationId), { method: 'DELETE' });

export const previewInvitationEmail = (eventId: number, draft: EmailDraft): Promise<EmailPreview> =>
  apiRequest(EmailPreviewSchema, API.invitationPreview(eventId), { method: 'POST', body: draft });

export const testInvitationEmail = (eventId: number, draft: EmailDraft): Promise<TestEmail> =>
  apiRequest(TestEmailSchema, API.invitationTest(eventId), { method: 'POST', body: draft });

export async function fetchSavedTemplates(
  eventId: number,
  signal?: AbortSignal,
): Promise<SavedTemplate[]> {
  return (await apiRequest(SavedTemplateListSchema, API.templates(eventId), { signal })).templates;
}

export const createSavedTemplate = (eventId: number, body: SavedTemplateCreate) =>
  apiRequest(SavedTemplateSchema, API.templates(eventId), { method: 'POST', body });

export const editSavedTemplate = (eventId: number, templateId: number, body: SavedTemplateEdit) =>
  apiRequest(SavedTemplateSchema, API.template(eventId, templateId), { method: 'PATCH', body });

export const deleteSavedTemplate = (eventId: number, templateId: number) =>
  apiSend(API.template(eventId, templateId), { method: 'DELETE' });

export const fetchCalendarInvites = (
  eventId: number,
  signal?: AbortSignal,
): Promise<CalendarInviteSettings> =>
  apiRequest(CalendarInviteSettingsSchema, API.calendarInvites(eventId), { signal });

export const editCalendarInvites = (eventId: number, body: CalendarInviteEdit) =>
  apiRequest(CalendarInviteSettingsSchema, API.calendarInvites(eventId), { method: 'PUT', body });
