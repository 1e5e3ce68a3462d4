/**
 * The session access screen's write (people-and-access-control §7: on the session screen a list
 * of id and grantStatus). The reads and the day access write are the group page's
 * (group/client/group-client.ts).
 */
import { apiSend } from '@console/shared/react';
import { ACCESS_API, type UpdateSessionAccessRequest } from '@console/access-control-contract';

export function saveSessionAccess(
  eventId: number,
  groupId: number,
  request: UpdateSessionAccessRequest,
): Promise<void> {
  return apiSend(ACCESS_API.sessions(eventId, groupId), { method: 'PUT', body: request });
}
