import { apiRequest } from '@console/shared/react';
import {
  ACCESS_API,
  AccessGroupListSchema,
  type AccessGroupList,
} from '@console/access-control-contract';

/** The event's access groups, for the Access control tab. */
export function fetchAccessGroups(eventId: number, signal?: AbortSignal): Promise<AccessGroupList> {
  return apiRequest(AccessGroupListSchema, ACCESS_API.groups(eventId), { signal });
}
