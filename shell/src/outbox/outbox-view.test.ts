import { outboxView, type OutboxView } from './outbox-view';
import { anEmail, anOutboxPage } from './testing';
import type { OutboxList } from '@console/shared/contract';

const ids = (view: OutboxView) => view.emails.map((email) => email.emailId);

describe('outboxView', () => {
  it.each<[string, OutboxList[], number[], boolean]>([
    ['nothing loaded yet: no banner', [], [], true],
    [
      'one page without delivery',
      [anOutboxPage({ emails: [anEmail({ emailId: 9 }), anEmail({ emailId: 8 })] })],
      [9, 8],
      false,
    ],
    [
      'pages in the order they were loaded',
      [
        anOutboxPage({ emails: [anEmail({ emailId: 9 })], nextBefore: 9 }),
        anOutboxPage({ emails: [anEmail({ emailId: 5 }), anEmail({ emailId: 2 })] }),
      ],
      [9, 5, 2],
      false,
    ],
    [
      'the latest answer tells whether delivery is set up',
      [
        anOutboxPage({ deliveryConfigured: false, nextBefore: 1 }),
        anOutboxPage({ deliveryConfigured: true, emails: [] }),
      ],
      [1],
      true,
    ],
  ])('%s', (_label, pages, expectedIds, deliveryConfigured) => {
    const view = outboxView(pages);
    expect(ids(view)).toEqual(expectedIds);
    expect(view.deliveryConfigured).toBe(deliveryConfigured);
  });
});
