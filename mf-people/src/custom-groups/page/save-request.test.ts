import { customGroup, SPEAKERS_WHO_ATTENDED } from '../testing/fixtures';
import { selectAll } from '../members/selection';
import { afterSaveQuery, saveRequestOf } from './save-request';

describe('save request', () => {
  it('publishes an active group with its filter and no ids', () => {
    expect(
      saveRequestOf({
        group: customGroup(),
        isAccessControlEnabled: true,
        applied: SPEAKERS_WHO_ATTENDED,
        selection: null,
      }),
    ).toEqual({
      groupName: 'Berlin locals',
      isAccessControlEnabled: true,
      groupUpdateType: 'ACTIVE',
      isActive: true,
      status: 'PUBLISHED',
      filterMapping: SPEAKERS_WHO_ATTENDED,
      selectedAudienceRegistrationIdList: [],
      isStaticGroupWithAllSelected: false,
    });
  });

  it('sends a static group’s chosen ids, or all selected without ids', () => {
    const group = customGroup({ groupUpdateType: 'STATIC' });
    const chosen = saveRequestOf({
      group,
      isAccessControlEnabled: false,
      applied: null,
      selection: { ids: new Set([3, 5]), allOf: null },
    });
    expect(chosen.filterMapping).toBeNull();
    expect(chosen.selectedAudienceRegistrationIdList).toEqual([3, 5]);
    expect(chosen.isStaticGroupWithAllSelected).toBe(false);
    const all = saveRequestOf({
      group,
      isAccessControlEnabled: false,
      applied: SPEAKERS_WHO_ATTENDED,
      selection: selectAll(40),
    });
    expect(all.selectedAudienceRegistrationIdList).toEqual([]);
    expect(all.isStaticGroupWithAllSelected).toBe(true);
  });

  it('lands on audiences with cag_created after a first save, cag_updated after an update', () => {
    expect(afterSaveQuery({ audienceGroupId: 12, status: 'DRAFT' })).toEqual({
      cag_created: true,
      createdAudienceGroupId: 12,
    });
    expect(afterSaveQuery({ audienceGroupId: 12, status: 'PUBLISHED' })).toEqual({
      cag_updated: true,
    });
  });
});
