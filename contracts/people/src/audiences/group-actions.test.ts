import type { AudienceGroupType } from './schemas';
import { canSaveRename, groupWritePermission, isEditableGroup } from './group-actions';

describe('canSaveRename (spec people §5: disabled when empty or unchanged; max 50)', () => {
  it.each<[string, string, string, boolean]>([
    ['empty', 'VIP', '', false],
    ['only spaces', 'VIP', '   ', false],
    ['unchanged', 'VIP', 'VIP', false],
    ['unchanged once trimmed', 'VIP', '  VIP ', false],
    ['changed', 'VIP', 'VIP guests', true],
    ['another case is a change', 'VIP', 'vip', true],
    ['50 characters', 'VIP', 'x'.repeat(50), true],
    ['51 characters', 'VIP', 'x'.repeat(51), false],
  ])('%s', (_name, current, draft, expected) => {
    expect(canSaveRename(current, draft)).toBe(expected);
  });
});

describe('which groups are renamed and deleted, and with which permission (spec people §5, §6)', () => {
  it.each<[AudienceGroupType, boolean, string]>([
    ['ROLE', false, 'PEOPLE_AUDIENCE_GROUPS_WRITE'],
    ['FLOW', false, 'PEOPLE_AUDIENCE_GROUPS_WRITE'],
    ['TICKET', false, 'PEOPLE_AUDIENCE_GROUPS_WRITE'],
    ['JOINED', false, 'PEOPLE_AUDIENCE_GROUPS_WRITE'],
    ['CUSTOM', true, 'PEOPLE_AUDIENCE_GROUPS_WRITE'],
    ['INVITE_ONLY', true, 'PEOPLE_INVITE_LIST_WRITE'],
  ])('%s: editable %s, needs %s', (type, editable, permission) => {
    expect(isEditableGroup(type)).toBe(editable);
    expect(groupWritePermission(type)).toBe(permission);
  });
});
