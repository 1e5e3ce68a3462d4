import {
  offsetOfPage,
  pageOfOffset,
  readLeaderboardOffset,
  writeLeaderboardOffset,
} from './leaderboard-url-state';

describe('the leaderboard offset in the URL', () => {
  it.each([
    ['', 0],
    ['offset=0', 0],
    ['offset=20', 20],
    ['offset=400', 400],
    ['offset=7', 0],
    ['offset=-20', 0],
    ['offset=abc', 0],
    ['offset=1e400', 0],
  ])('?%s → %d', (query, offset) => {
    expect(readLeaderboardOffset(new URLSearchParams(query))).toBe(offset);
  });

  it('writes the offset and leaves it out on the first page, keeping other parameters', () => {
    const params = new URLSearchParams('tab=x&offset=40');
    expect(writeLeaderboardOffset(params, 60).toString()).toBe('tab=x&offset=60');
    expect(writeLeaderboardOffset(params, 0).toString()).toBe('tab=x');
    expect(params.toString()).toBe('tab=x&offset=40');
  });

  it('turns pages of 20 into offsets and back', () => {
    expect(offsetOfPage(1)).toBe(0);
    expect(offsetOfPage(3)).toBe(40);
    expect(pageOfOffset(0)).toBe(1);
    expect(pageOfOffset(40)).toBe(3);
  });
});
