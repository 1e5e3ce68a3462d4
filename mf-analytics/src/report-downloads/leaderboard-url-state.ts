/**
 * The leaderboard's page in the URL as the API's offset (`?offset=40`), so a link or a reload
 * shows the same page. An offset that is not a whole page falls back to the first page.
 */
export const LEADERBOARD_PAGE_SIZE = 20;
const PARAM = 'offset';

export function readLeaderboardOffset(params: URLSearchParams): number {
  const offset = Number(params.get(PARAM));
  return Number.isSafeInteger(offset) && offset > 0 && offset % LEADERBOARD_PAGE_SIZE === 0
    ? offset
    : 0;
}

/** A copy of `params` at `offset`; the first page leaves the parameter out. */
export function writeLeaderboardOffset(params: URLSearchParams, offset: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (offset > 0) next.set(PARAM, String(offset));
  else next.delete(PARAM);
  return next;
}

export const pageOfOffset = (offset: number): number => offset / LEADERBOARD_PAGE_SIZE + 1;
export const offsetOfPage = (page: number): number => (page - 1) * LEADERBOARD_PAGE_SIZE;
