import { queryKeys } from '@console/shared/react';
import { isEventIntegrationState } from './event-state-keys';
import { integrationKeys } from '@console/integrations-contract';

describe('isEventIntegrationState: what an organization integration change makes stale', () => {
  it.each([
    ['an event’s integrations', integrationKeys.event(3), true],
    ['an event’s shell context (its sidebar)', queryKeys.eventContext(3), true],
    ['the event itself', queryKeys.event(3), false],
    ['another feature of the event', ['event', 3, 'approvals', 'list'], false],
    ['the organization’s list (updated on its own)', integrationKeys.organization(), false],
    ['the session', queryKeys.session(), false],
  ])('%s: %s', (_case, key, expected) => {
    expect(isEventIntegrationState(key)).toBe(expected);
  });
});
