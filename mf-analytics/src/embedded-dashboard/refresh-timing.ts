/**
 * When to ask for a new embed URL: shortly before its token expires (EMBED_TOKEN_TTL_SECONDS),
 * so a reload of the frame never carries an expired token. The delay is measured from when the
 * URL was received on this machine's clock; a lifetime that disagrees with the TTL says more
 * about a clock difference with the server than about the token, so the TTL is used instead.
 */
import { EMBED_TOKEN_TTL_SECONDS, type EmbedUrl } from '@console/analytics-contract';

/** A new URL is asked for this long before the current one expires. */
export const EMBED_REFRESH_MARGIN_MS = 60_000;
/** Never poll faster than this, whatever the clocks say. */
export const EMBED_MIN_REFRESH_INTERVAL_MS = 5_000;

const TTL_MS = EMBED_TOKEN_TTL_SECONDS * 1000;

/** Milliseconds from `now` until the URL should be replaced (0 or less: now). */
export function msUntilRefresh(
  url: Pick<EmbedUrl, 'expiresAt'>,
  receivedAt: number,
  now: number,
): number {
  const seenLifetime = Date.parse(url.expiresAt) - receivedAt;
  const lifetime = seenLifetime > 0 && seenLifetime <= TTL_MS ? seenLifetime : TTL_MS;
  return receivedAt + lifetime - EMBED_REFRESH_MARGIN_MS - now;
}

/** The polling interval derived from msUntilRefresh, never below the minimum. */
export function refreshIntervalMs(
  url: Pick<EmbedUrl, 'expiresAt'>,
  receivedAt: number,
  now: number,
): number {
  return Math.max(EMBED_MIN_REFRESH_INTERVAL_MS, msUntilRefresh(url, receivedAt, now));
}
