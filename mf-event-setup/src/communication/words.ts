/**
 * The communication pages' own words. The spec names the pages (shell §6) and the calendar
 * invite's effect on custom groups (people §8) but gives no text for these screens, so these are
 * the console's (docs/decisions/0005-console-strings.md). The emails' names, descriptions and
 * placeholder names are the contract's (labels.ts), shared with the API's messages.
 */
import { EMAIL_KIND_LABELS, placeholderToken, type EmailKind } from '@console/event-setup-contract';

const label = (kind: EmailKind) => EMAIL_KIND_LABELS[kind];

export const COMMUNICATION_WORDS = {
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded',
  readOnly: 'You can see these settings but not change them here.',
  on: 'On',
  off: 'Off',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  edit: 'Edit',
  view: 'View',
  delete: 'Delete',
  subject: 'Subject',
  body: 'Text',
  name: 'Name',
  edited: 'Edited',
  // Standard.
  standardTitle: 'Standard emails',
  standardHint:
    'The emails the event sends by itself. Turn one off to stop sending it, or edit its text: placeholders such as {firstName} are filled for each person.',
  emailSwitch: (kind: EmailKind) => `${label(kind)} email`,
  emailSaved: (kind: EmailKind) => `${label(kind)} email saved`,
  emailSwitched: (kind: EmailKind, on: boolean) =>
    `${label(kind)} email turned ${on ? 'on' : 'off'}`,
  editEmail: (kind: EmailKind) => `Edit the ${label(kind).toLowerCase()} email`,
  viewEmail: (kind: EmailKind) => `The ${label(kind).toLowerCase()} email`,
  editLabel: (kind: EmailKind) => `Edit ${label(kind).toLowerCase()} email`,
  viewLabel: (kind: EmailKind) => `View ${label(kind).toLowerCase()} email`,
  subjectLine: (subject: string) => `Subject: ${subject}`,
  linkedEmailOff: (kind: EmailKind) =>
    `The ${label(kind).toLowerCase()} email is off, so none is sent. Turn it on below to send it again.`,
  // The editor.
  placeholders: 'Insert a placeholder',
  placeholdersHint:
    'A placeholder goes where the cursor was in the subject or the text, and is filled for each person.',
  insert: (name: string) => `Insert ${placeholderToken(name)}`,
  useTemplate: 'Use a saved template',
  restoreDefault: 'Use the default text',
  preview: 'Preview',
  previewing: 'Filling in…',
  previewTitle: 'Preview',
  filledFrom: (name: string, email: string) => `Filled in with the data of ${name} (${email}).`,
  previewSubject: 'Subject',
  previewText: 'Text version',
  previewHtml: 'HTML version',
  sendTest: 'Send me a test',
  sendingTest: 'Sending…',
  testSent: (to: string) => `Test email sent to ${to}`,
  discardTitle: 'Discard your changes?',
  discardMessage: 'What you changed in this email is not saved and will be lost.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'What you changed in this email is not saved and will be lost if you leave.',
  // Use a saved template.
  templatesTitle: 'Use a saved template',
  templatesHint:
    'The template’s subject and text replace the draft; nothing is saved until you save.',
  openTemplates: 'Open saved templates',
  use: 'Use',
  chooseTemplate: (name: string) => `Use ${name}`,
  templateUsed: (name: string) => `Draft filled from “${name}”`,
  // Custom: the invitation emails (parts/NamedEmailsPage.tsx).
  invitationEmails: {
    title: 'Custom emails',
    hint: 'Invitation emails you choose when you invite people to an invite list. With none chosen, new invitees get the standard invitation when it is on.',
    create: 'New invitation email',
    createTitle: 'New invitation email',
    editTitle: (name: string) => `Edit ${name}`,
    saved: (name: string) => `Invitation email “${name}” saved`,
    deleteTitle: (name: string) => `Delete “${name}”?`,
    deleteMessage:
      'It is no longer offered when inviting people. Emails already sent stay sent, and invite lists keep the record that they were sent it.',
    deleted: (name: string) => `Invitation email “${name}” deleted`,
    none: 'No invitation emails yet',
    noneHint: 'Create one to choose it when you invite people to an invite list.',
    table: 'Invitation emails',
  },
  standardInvitation: 'Standard invitation',
  // Saved templates (parts/NamedEmailsPage.tsx; the editor's 'Use a saved template' says none too).
  savedTemplates: {
    title: 'Saved templates',
    hint: 'Subjects and texts you reuse: any email’s editor can start from one with “Use a saved template”.',
    create: 'New template',
    createTitle: 'New saved template',
    editTitle: (name: string) => `Edit ${name}`,
    saved: (name: string) => `Template “${name}” saved`,
    deleteTitle: (name: string) => `Delete “${name}”?`,
    deleteMessage: 'Emails that used it keep their text; the template itself is gone.',
    deleted: (name: string) => `Template “${name}” deleted`,
    none: 'No saved templates yet',
    noneHint: 'Save a subject and text you reuse on the Saved templates page.',
    table: 'Saved templates',
  },
  updated: 'Last changed',
  actions: 'Actions',
  editNamed: (name: string) => `Edit ${name}`,
  deleteNamed: (name: string) => `Delete ${name}`,
  // Calendar invites.
  calendarTitle: 'Calendar invites',
  dayWiseBlock: 'Block calendar invites day by day',
  dayWiseBlockDescription:
    'When on, each attendee’s calendar invite blocks only the event days their groups can access, so saving a custom group reminds you to send updated invites.',
  dayWiseSaved: (on: boolean) => `Day-by-day calendar invites turned ${on ? 'on' : 'off'}`,
} as const;
