/** Communication answers as the API gives them: the default emails, invitation emails, templates. */
import {
  EMAIL_DEFAULTS,
  EMAIL_KINDS,
  KIND_PLACEHOLDERS,
  type EventEmail,
  type InvitationEmail,
  type SavedTemplate,
} from '@console/event-setup-contract';

export function defaultEmails(
  overrides: Partial<Record<EventEmail['kind'], Partial<EventEmail>>> = {},
): EventEmail[] {
  return EMAIL_KINDS.map((kind) => ({
    kind,
    ...EMAIL_DEFAULTS[kind],
    customized: false,
    placeholders: [...KIND_PLACEHOLDERS[kind]],
    ...overrides[kind],
  }));
}

export const anInvitationEmail = (overrides: Partial<InvitationEmail> = {}): InvitationEmail => ({
  communicationId: 1,
  name: 'Early access',
  subject: 'Early access to {event}',
  body: 'Hi {firstName}, your seat is waiting.',
  ...overrides,
});

export const aTemplate = (overrides: Partial<SavedTemplate> = {}): SavedTemplate => ({
  templateId: 1,
  name: 'Last call',
  subject: 'Last call: {event}',
  body: 'Hi {firstName}, finish here: {continueLink}',
  updatedAt: '2030-01-02T15:00:00Z',
  ...overrides,
});

/** The registrant the fake API fills previews from. */
export const PREVIEW_REGISTRANT = {
  registrationId: 7,
  name: 'Zoë Quinn',
  email: 'zoe@example.com',
  firstName: 'Zoë',
};
