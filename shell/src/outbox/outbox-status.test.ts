import type { OutboxEmail } from '@console/shared/contract';
import { outboxStatusBadge, type OutboxStatusBadge } from './outbox-status';

describe('outboxStatusBadge', () => {
  it.each<[OutboxEmail['status'], number, boolean, OutboxStatusBadge]>([
    ['QUEUED', 0, false, { label: 'Not sent', tone: 'neutral' }],
    ['QUEUED', 0, true, { label: 'Queued', tone: 'info' }],
    ['QUEUED', 2, true, { label: 'Retrying', tone: 'warning' }],
    ['SENT', 1, true, { label: 'Sent', tone: 'success' }],
    ['SENT', 1, false, { label: 'Sent', tone: 'success' }],
    ['FAILED', 5, true, { label: 'Failed', tone: 'danger' }],
    ['FAILED', 5, false, { label: 'Failed', tone: 'danger' }],
  ])('%s after %i attempts, delivery set up: %s', (status, attempts, configured, expected) => {
    expect(outboxStatusBadge({ status, attempts }, configured)).toEqual(expected);
  });
});
