import { SPEAKERS_WHO_ATTENDED } from '../testing/fixtures';
import { memberCountText, memberSource } from './member-source';

const OTHER = { ...SPEAKERS_WHO_ATTENDED, operationType: 'OR' as const };

describe('memberSource (spec people §7)', () => {
  it("reads a saved group's members while its filters are unchanged", () => {
    expect(
      memberSource({
        audienceGroupId: 12,
        status: 'PUBLISHED',
        saved: SPEAKERS_WHO_ATTENDED,
        applied: SPEAKERS_WHO_ATTENDED,
      }),
    ).toEqual({ kind: 'members', audienceGroupId: 12 });
    expect(
      memberSource({ audienceGroupId: 12, status: 'PUBLISHED', saved: null, applied: null }),
    ).toEqual({ kind: 'members', audienceGroupId: 12 });
  });

  it('asks the audience of changed filters, with the manual members of a saved group', () => {
    expect(
      memberSource({
        audienceGroupId: 12,
        status: 'PUBLISHED',
        saved: SPEAKERS_WHO_ATTENDED,
        applied: OTHER,
      }),
    ).toEqual({
      kind: 'audience',
      filterSet: { ...OTHER, isPassAudienceGroupId: true },
      audienceGroupId: 12,
    });
  });

  it('asks the audience of a draft’s filters, and nothing before it has any', () => {
    expect(
      memberSource({ audienceGroupId: 12, status: 'DRAFT', saved: null, applied: OTHER }),
    ).toEqual({ kind: 'audience', filterSet: OTHER, audienceGroupId: null });
    expect(
      memberSource({ audienceGroupId: 12, status: 'DRAFT', saved: null, applied: null }),
    ).toEqual({ kind: 'none' });
    expect(
      memberSource({
        audienceGroupId: 12,
        status: 'PUBLISHED',
        saved: SPEAKERS_WHO_ATTENDED,
        applied: null,
      }),
    ).toEqual({ kind: 'none' });
  });
});

describe('memberCountText: what the member table counts', () => {
  it("counts a saved group's members, and the registrants an unsaved filter finds", () => {
    expect(memberCountText({ kind: 'members', audienceGroupId: 12 }, 38)).toBe('38 members');
    expect(memberCountText({ kind: 'members', audienceGroupId: 12 }, 1)).toBe('1 member');
    expect(
      memberCountText(
        { kind: 'audience', filterSet: SPEAKERS_WHO_ATTENDED, audienceGroupId: null },
        5340,
      ),
    ).toBe('5,340 registrants');
  });
});
