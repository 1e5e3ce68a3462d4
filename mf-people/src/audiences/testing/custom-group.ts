import type { AudienceGroup } from '@console/people-contract';

/** A custom group's card as the audience groups endpoint answers it, for tests. */
export const customGroup = (
  audienceGroupId: number,
  name: string,
  extra: Partial<AudienceGroup> = {},
): AudienceGroup => ({
  audienceGroupId,
  name,
  description: null,
  audienceGroupType: 'CUSTOM',
  isActive: true,
  noOfAudiences: 3,
  noOfSubGroups: 0,
  subGroups: [],
  ...extra,
});
