/**
 * The session access screen's write (people-and-access-control §7: on the session screen a list
 * of id and grantStatus) and its impact preview (issue #46). The reads and the day access write
 * are the group page's (group/client/group-client.ts).
 */
import { apiRequest, apiSend } from '@console/shared/react';
import {
  ACCESS_API,
  AccessImpactSchema,
  type AccessImpact,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';

export function saveSessionAccess(
  eventId: number,
  groupId: number,
  request: UpdateSessionAccessRequest,
): Promise<void> {
  return apiSend(ACCESS_API.sessions(eventId, groupId), { method: 'PUT', body: request });
}

/** What saving the session `request` would do to the registrants (nothing written). */
export function previewSessionImpact(
  eventId: number,
  groupId: number,
  request: UpdateSessionAccessRequest,
  signal?: AbortSignal,
): Promise<AccessImpact> {
  return apiRequest(AccessImpactSchema, ACCESS_API.sessionImpactPreview(eventId, groupId), {
    method: 'POST',
    body: request,
    signal,
  });
}
