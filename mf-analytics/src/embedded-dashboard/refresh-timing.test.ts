/** A new embed URL is asked for a minute before the token expires, whatever the clocks say. */
import {
  EMBED_MIN_REFRESH_INTERVAL_MS,
  EMBED_REFRESH_MARGIN_MS,
  msUntilRefresh,
  refreshIntervalMs,
} from './refresh-timing';
import { EMBED_TOKEN_TTL_SECONDS } from '@console/analytics-contract';

const TTL = EMBED_TOKEN_TTL_SECONDS * 1000;
const RECEIVED = Date.parse('2026-05-01T10:00:00Z');
const expiringIn = (ms: number) => ({ expiresAt: new Date(RECEIVED + ms).toISOString() });

describe('msUntilRefresh', () => {
  it.each<[string, number, number, number]>([
    [
      'a fresh 10-minute token: a minute before it ends',
      TTL,
      RECEIVED,
      TTL - EMBED_REFRESH_MARGIN_MS,
    ],
    ['later on: what is left', TTL, RECEIVED + 5 * 60_000, 4 * 60_000],
    ['a shorter token than the TTL: its own end', 3 * 60_000, RECEIVED, 2 * 60_000],
    ['past the refresh time: due', TTL, RECEIVED + TTL, -EMBED_REFRESH_MARGIN_MS],
    [
      'the server clock ahead: the TTL, not the longer lifetime',
      TTL + 3_600_000,
      RECEIVED,
      TTL - EMBED_REFRESH_MARGIN_MS,
    ],
    ['this clock ahead past the end: the TTL', -3_600_000, RECEIVED, TTL - EMBED_REFRESH_MARGIN_MS],
  ])('%s', (_, lifetime, now, expected) => {
    expect(msUntilRefresh(expiringIn(lifetime), RECEIVED, now)).toBe(expected);
  });

  it('an unreadable expiry is treated as the TTL', () => {
    expect(msUntilRefresh({ expiresAt: 'soon' }, RECEIVED, RECEIVED)).toBe(
      TTL - EMBED_REFRESH_MARGIN_MS,
    );
  });
});

describe('refreshIntervalMs', () => {
  it('is the time left when there is some', () => {
    expect(refreshIntervalMs(expiringIn(TTL), RECEIVED, RECEIVED)).toBe(
      TTL - EMBED_REFRESH_MARGIN_MS,
    );
  });

  it('never polls faster than the minimum', () => {
    expect(refreshIntervalMs(expiringIn(TTL), RECEIVED, RECEIVED + TTL)).toBe(
      EMBED_MIN_REFRESH_INTERVAL_MS,
    );
  });
});
