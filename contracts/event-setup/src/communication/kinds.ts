/**
 * The event's automatic emails, one per kind, with the placeholders each can fill and the text an
 * event has until an organizer changes it (the texts the API sent before they could be edited).
 * INVITATION is the standard invitation: what a new invitee is sent when the organizer chose no
 * invitation email of the Custom page; it is off until turned on, so skipping that choice still
 * sends nothing (spec people §5), as before.
 */
import type { Placeholder } from './placeholders';

export const EMAIL_KINDS = [
  'REGISTRATION_CONFIRMATION',
  'APPROVAL_APPROVED',
  'APPROVAL_REJECTED',
  'INVITATION',
  'REMINDER',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface EmailDefaults {
  enabled: boolean;
  subject: string;
  body: string;
}

/** The placeholders a kind fills: {continueLink} only where the person has a registration to continue. */
export const KIND_PLACEHOLDERS: Record<EmailKind, readonly Placeholder[]> = {
  REGISTRATION_CONFIRMATION: ['firstName', 'event'],
  APPROVAL_APPROVED: ['firstName', 'event', 'continueLink'],
  APPROVAL_REJECTED: ['firstName', 'event'],
  INVITATION: ['firstName', 'event'],
  REMINDER: ['firstName', 'event', 'continueLink'],
};

/** The invitation emails of the Custom page fill what the standard invitation fills. */
export const INVITATION_PLACEHOLDERS = KIND_PLACEHOLDERS.INVITATION;

export const EMAIL_DEFAULTS: Record<EmailKind, EmailDefaults> = {
  REGISTRATION_CONFIRMATION: {
    enabled: true,
    subject: 'Your registration is confirmed: {event}',
    body: 'Hi {firstName},\n\nYou are registered for {event}. We look forward to seeing you.',
  },
  APPROVAL_APPROVED: {
    enabled: true,
    subject: 'Your registration request was approved: {event}',
    body: 'Hi {firstName},\n\nGood news: your request to attend {event} was approved. Complete your registration to secure your place.',
  },
  APPROVAL_REJECTED: {
    enabled: true,
    subject: 'Your registration request was not approved: {event}',
    body: 'Hi {firstName},\n\nThank you for your interest in {event}. Unfortunately we cannot confirm your registration this time.',
  },
  INVITATION: {
    enabled: false,
    subject: 'You are invited to {event}',
    body: 'Hi {firstName},\n\nYou are invited to {event}. We would be glad to see you there.',
  },
  REMINDER: {
    enabled: true,
    subject: 'Complete your registration for {event}',
    body: 'Hi {firstName},\n\nYou started registering for {event} but did not finish. Continue where you left off:\n\n{continueLink}',
  },
};
