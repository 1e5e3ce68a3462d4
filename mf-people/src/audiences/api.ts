import { AudienceListResponseSchema, type AudienceListResponse } from '@console/shared/contract';
import { apiRequest } from '@console/shared/react';

/** GET /api/events/:eventId/audience-groups: every group of the event, one list per kind. */
export function fetchAudienceGroups(
  eventId: number,
  signal?: AbortSignal,
): Promise<AudienceListResponse> {
  return apiRequest(AudienceListResponseSchema, `/events/${eventId}/audience-groups`, { signal });
}
