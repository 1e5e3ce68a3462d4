/** The audience groups are polled while a custom group's count is recounted, and only then. */
import type { AudienceGroup, AudienceListResponse } from '@console/people-contract';
import { customGroup } from './testing/custom-group';
import { UPDATING_COUNT_REFETCH_MS, updatingCountRefetchInterval } from './use-audience-groups';

const custom = (extra: Partial<AudienceGroup>) => customGroup(1, 'Group', extra);

const listOf = (customGroupList: AudienceGroup[]): AudienceListResponse => ({
  roleBasedGroupList: [],
  flowGroupList: [],
  ticketBasedGroupList: [],
  joinedBasedGroupList: [],
  customGroupList,
  invitedGroupList: [],
});

describe('updatingCountRefetchInterval', () => {
  it.each<[string, AudienceListResponse | undefined, number | false]>([
    ['not loaded yet', undefined, false],
    ['no custom group', listOf([]), false],
    ['every count current', listOf([custom({}), custom({ isCountUpdating: false })]), false],
    [
      'one count updating',
      listOf([custom({}), custom({ isCountUpdating: true })]),
      UPDATING_COUNT_REFETCH_MS,
    ],
    [
      'a first count under way',
      listOf([custom({ isCountUpdating: true, isCountMissing: true, noOfAudiences: 0 })]),
      UPDATING_COUNT_REFETCH_MS,
    ],
  ])('%s', (_, data, interval) => {
    expect(updatingCountRefetchInterval(data)).toBe(interval);
  });
});
