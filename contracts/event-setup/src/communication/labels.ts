/** What the pages and the API's messages call each automatic email and each placeholder. */
import type { EmailKind } from './kinds';
import type { Placeholder } from './placeholders';

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  REGISTRATION_CONFIRMATION: 'Registration confirmation',
  APPROVAL_APPROVED: 'Approval',
  APPROVAL_REJECTED: 'Rejection',
  INVITATION: 'Standard invitation',
  REMINDER: 'Registration reminder',
};

/** When each automatic email is sent. */
export const EMAIL_KIND_DESCRIPTIONS: Record<EmailKind, string> = {
  REGISTRATION_CONFIRMATION:
    'Sent when an organizer resends the confirmation of an approved registration.',
  APPROVAL_APPROVED: 'Sent to each request you approve; when off, approving asks first.',
  APPROVAL_REJECTED: 'Sent to each request you reject; when off, rejecting asks first.',
  INVITATION:
    'Sent to new invitees of an invite list when no invitation email of the Custom page is chosen.',
  REMINDER: 'Sent when you remind people who did not finish registering.',
};

export const PLACEHOLDER_LABELS: Record<Placeholder, string> = {
  firstName: 'First name',
  event: 'Event name',
  continueLink: 'Continue registration link',
};
