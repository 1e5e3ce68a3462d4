/** Outbox answers shaped like the API's, for this folder's tests. */
import type { OutboxEmail, OutboxList } from '@console/shared/contract';

export function anEmail(overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  return {
    emailId: 1,
    to: 'ada@example.com',
    subject: 'Your registration is confirmed: Spring Summit',
    body: 'Hi Ada,\n\nYou are registered for Spring Summit.',
    template: 'REGISTRATION_CONFIRMATION',
    createdAt: '2026-03-01T09:00:00Z',
    status: 'QUEUED',
    sentAt: null,
    attempts: 0,
    lastError: null,
    ...overrides,
  };
}

export function anOutboxPage(overrides: Partial<OutboxList> = {}): OutboxList {
  return { emails: [anEmail()], nextBefore: null, deliveryConfigured: false, ...overrides };
}
