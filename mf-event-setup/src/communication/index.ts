/**
 * The event's emails in mf-event-setup (issue #43): the automatic emails (Standard), the
 * invitation emails chosen when inviting (Custom), the saved templates and the calendar invite
 * setting, one page per route of the Communication menu (spec shell §6).
 */
export { StandardEmailsPage } from './standard/StandardEmailsPage';
export { CustomEmailsPage } from './custom/CustomEmailsPage';
export { SavedTemplatesPage } from './templates/SavedTemplatesPage';
export { CalendarInvitesPage } from './calendar/CalendarInvitesPage';
