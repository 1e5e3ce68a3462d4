import { SPEAKERS_WHO_ATTENDED } from '../testing/fixtures';
import { memberSource } from './member-source';

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
