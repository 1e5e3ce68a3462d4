import { apiRequest } from '@console/shared/react';
import {
  AUDIENCE_API,
  AudienceListResponseSchema,
  type AudienceListResponse,
} from '@console/people-contract';

/** GET /api/events/:eventId/audience-groups: every group of the event, one list per kind. */
export function fetchAudienceGroups(
  eventId: number,
  signal?: AbortSignal,
): Promise<AudienceListResponse> {
  return apiRequest(AudienceListResponseSchema, AUDIENCE_API.groups(eventId), { signal });
}
