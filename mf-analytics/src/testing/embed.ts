/**
 * The analytics service as the page sees it in tests: embed URLs on its origin, signed per
 * dashboard, and messages posted from a frame's window.
 */
import { act } from '@testing-library/react';
import type { FetchRouter } from '@console/shared/testing';
import {
  ANALYTICS_API,
  DrillDownUrlRequestSchema,
  EMBED_TOKEN_TTL_SECONDS,
  EmbedUrlRequestSchema,
  type EmbedUrl,
} from '@console/analytics-contract';

export const SERVICE_ORIGIN = 'http://localhost:3006';

/** An embed URL whose token names what it is for, expiring after the contract's TTL. */
export const anEmbedUrl = (token: string, now = Date.now()): EmbedUrl => ({
  url: `${SERVICE_ORIGIN}/embed/${token}`,
  expiresAt: new Date(now + EMBED_TOKEN_TTL_SECONDS * 1000).toISOString(),
});

/**
 * Answers both embed endpoints, validating what the page sends against the contract: the
 * token is `<dashboard>-<n>`, `n` counting the URLs asked for, so a refresh gives a new src.
 */
export function withEmbedUrls(api: FetchRouter, eventId: number): FetchRouter {
  let issued = 0;
  return api
    .on('POST', ANALYTICS_API.embedUrl(eventId), ({ body }: { body: unknown }) => {
      const request = EmbedUrlRequestSchema.parse(body);
      return anEmbedUrl(`${request.dashboard}-${++issued}`);
    })
    .on('POST', ANALYTICS_API.drillDownUrl(eventId), ({ body }: { body: unknown }) => {
      const request = DrillDownUrlRequestSchema.parse(body);
      return anEmbedUrl(`${request.dashboardId}-${++issued}`);
    });
}

/** Posts `data` to the page as the frame's window would, from `origin`. */
export function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = SERVICE_ORIGIN) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );
  });
}
