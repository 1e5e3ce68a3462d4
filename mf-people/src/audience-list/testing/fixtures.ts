/** Wire data of the audience list tests, valid against the contract's schemas. */
import type { AudienceGroupDetail, AudienceMember } from '@console/people-contract';

let next = 1;

export function member(overrides: Partial<AudienceMember> = {}): AudienceMember {
  const n = next++;
  return {
    registrationId: n,
    flowContextId: `ctx-${n}`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    email: `person${n}@example.com`,
    role: 'ATTENDEE',
    ticketTypeId: 100,
    ticketTypeName: 'VIP',
    isAttended: false,
    audiences: [],
    ...overrides,
  };
}

export const groupDetail = (overrides: Partial<AudienceGroupDetail> = {}): AudienceGroupDetail => ({
  audienceGroupId: 7,
  name: 'Speakers',
  audienceGroupType: 'ROLE',
  parentGroupId: null,
  parentName: null,
  ...overrides,
});
