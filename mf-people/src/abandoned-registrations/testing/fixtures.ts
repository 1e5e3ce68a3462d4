/** Wire data for tests, valid against the contract's schemas. */
import type {
  AbandonedDetail,
  AbandonedFilterOptions,
  AbandonedRegistration,
} from '@console/people-contract';

let next = 1;

export function anAbandoned(overrides: Partial<AbandonedRegistration> = {}): AbandonedRegistration {
  const n = next++;
  return {
    flowContextMetadataId: n,
    flowContextId: `ctx-${n}`,
    flowId: 10,
    flowName: 'Public registration',
    firstName: `First${n}`,
    lastName: `Last${n}`,
    emailId: `person${n}@example.com`,
    abandonedStep: 'Basic details',
    tickets: [],
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const FILTER_OPTIONS: AbandonedFilterOptions = {
  flows: [
    { flowId: 10, name: 'Public registration' },
    { flowId: 11, name: 'VIP registration' },
  ],
  ticketTypes: [
    { ticketTypeId: 100, name: 'General' },
    { ticketTypeId: 101, name: 'VIP Pass' },
  ],
};

export function aDetail(overrides: Partial<AbandonedDetail> = {}): AbandonedDetail {
  return {
    registration: anAbandoned({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailId: 'ada@example.com',
      abandonedStep: 'Payment',
      tickets: [{ name: 'VIP Pass', count: 2 }],
    }),
    answers: [{ fieldName: 'company', label: 'Company', value: 'Analytical Engines' }],
    remindersSent: 1,
    lastRemindedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}
