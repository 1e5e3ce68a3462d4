import { DASHBOARD_UNLIMITED } from '@console/registration-contract';
import { quantityLabel } from './format';
import { DASHBOARD_WORDS } from './words';

describe('quantityLabel', () => {
  it.each([
    [0, '0'],
    [1234567, '1,234,567'],
    [DASHBOARD_UNLIMITED, 'Unlimited'],
  ] as const)('%s → %s', (quantity, expected) => {
    expect(quantityLabel(quantity)).toBe(expected);
  });
});

describe('DASHBOARD_WORDS.jobKind', () => {
  it.each([
    ['APPROVAL_STATUS_UPDATE', 'Approval status update'],
    ['revenue-dashboard-sync', 'Revenue sync'],
    ['invite-list.import', 'Invite list import'],
    ['some-new-kind', 'some-new-kind'],
  ])('%s → %s', (kind, expected) => {
    expect(DASHBOARD_WORDS.jobKind(kind)).toBe(expected);
  });
});

describe('DASHBOARD_WORDS.unlimitedTypes', () => {
  it.each([
    [1, '1 ticket type is unlimited and not counted in capacity.'],
    [2, '2 ticket types are unlimited and not counted in capacity.'],
  ])('%d → %s', (count, expected) => {
    expect(DASHBOARD_WORDS.unlimitedTypes(count)).toBe(expected);
  });
});
