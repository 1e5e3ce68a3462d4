import { SPEAKERS_WHO_ATTENDED } from '../testing/fixtures';
import { saveBlock, type SaveState } from './save-rules';

const BASE: SaveState = {
  updateType: 'ACTIVE',
  applied: SPEAKERS_WHO_ATTENDED,
  isFilterComplete: true,
  selectedCount: 0,
  allSelected: false,
};

describe('saveBlock (spec people §5: when Create group is disabled)', () => {
  it.each<[string, Partial<SaveState>, ReturnType<typeof saveBlock>]>([
    ['an active group with complete filters', {}, null],
    ['an incomplete condition', { isFilterComplete: false }, 'incompleteCondition'],
    ['an active group without filters', { applied: null }, 'nothingToSave'],
    [
      'a filter set with no entries',
      { applied: { ...SPEAKERS_WHO_ATTENDED, filterConditionsDTOList: [] } },
      'nothingToSave',
    ],
    ['a static group with nobody chosen', { updateType: 'STATIC' }, 'staticWithoutMembers'],
    ['a static group with rows chosen', { updateType: 'STATIC', selectedCount: 2 }, null],
    ['a static group with all selected', { updateType: 'STATIC', allSelected: true }, null],
    [
      'a static group with chosen rows and no filters',
      { updateType: 'STATIC', applied: null, selectedCount: 1 },
      null,
    ],
    [
      'a static group with nobody chosen and no filters',
      { updateType: 'STATIC', applied: null },
      'staticWithoutMembers',
    ],
    [
      'an incomplete condition with members chosen',
      { updateType: 'STATIC', selectedCount: 3, isFilterComplete: false },
      'incompleteCondition',
    ],
  ])('%s', (_name, patch, expected) => {
    expect(saveBlock({ ...BASE, ...patch })).toBe(expected);
  });
});
