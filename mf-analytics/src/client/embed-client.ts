/**
 * Embedded analytics (spec §7): a signed, short-lived URL of the analytics service for one
 * dashboard, or for a drill-down with its filters. Both are POSTs (the API signs a token).
 */
import { apiRequest } from '@console/shared/react';
import {
  ANALYTICS_API,
  EmbedUrlSchema,
  type DrillDownUrlRequest,
  type EmbedUrl,
  type EmbedUrlRequest,
} from '@console/analytics-contract';

export function fetchEmbedUrl(
  eventId: number,
  request: EmbedUrlRequest,
  signal?: AbortSignal,
): Promise<EmbedUrl> {
  return apiRequest(EmbedUrlSchema, ANALYTICS_API.embedUrl(eventId), {
    method: 'POST',
    body: request,
    signal,
  });
}

export function fetchDrillDownUrl(
  eventId: number,
  request: DrillDownUrlRequest,
  signal?: AbortSignal,
): Promise<EmbedUrl> {
  return apiRequest(EmbedUrlSchema, ANALYTICS_API.drillDownUrl(eventId), {
    method: 'POST',
    body: request,
    signal,
  });
}
