/**
 * The access group endpoints of the group page (people-and-access-control §7), one function per
 * call. Paths come from the contract's ACCESS_API; answers are validated with its schemas.
 */
import { apiRequest, apiSend } from '@console/shared/react';
import {
  ACCESS_API,
  AccessGroupListSchema,
  AccessGroupMappingSchema,
  AccessImpactSchema,
  SessionAccessListSchema,
  type AccessGroupList,
  type AccessImpact,
  type AccessGroupMapping,
  type AccessSection,
  type SessionAccessList,
  type UpdateBaseGroupRequest,
  type UpdateDayAccessRequest,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';

export function fetchAccessGroups(eventId: number, signal?: AbortSignal): Promise<AccessGroupList> {
  return apiRequest(AccessGroupListSchema, ACCESS_API.groups(eventId), { signal });
}

export function fetchGroupMapping(
  eventId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<AccessGroupMapping> {
  return apiRequest(AccessGroupMappingSchema, ACCESS_API.mapping(eventId, groupId), { signal });
}

export function saveMappings(
  eventId: number,
  groupId: number,
  request: UpdateMappingsRequest,
): Promise<void> {
  return apiSend(ACCESS_API.mappings(eventId, groupId), { method: 'PUT', body: request });
}

/** What saving `request` would do to the registrants (POST impact-preview, nothing written). */
export function previewImpact(
  eventId: number,
  groupId: number,
  request: UpdateMappingsRequest,
  signal?: AbortSignal,
): Promise<AccessImpact> {
  return apiRequest(AccessImpactSchema, ACCESS_API.impactPreview(eventId, groupId), {
    method: 'POST',
    body: request,
    signal,
  });
}

/** What saving the day access `request` would do to the registrants (nothing written). */
export function previewDayImpact(
  eventId: number,
  groupId: number,
  request: UpdateDayAccessRequest,
  signal?: AbortSignal,
): Promise<AccessImpact> {
  return apiRequest(AccessImpactSchema, ACCESS_API.dayImpactPreview(eventId, groupId), {
    method: 'POST',
    body: request,
    signal,
  });
}

export function saveDayAccess(
  eventId: number,
  groupId: number,
  request: UpdateDayAccessRequest,
): Promise<void> {
  return apiSend(ACCESS_API.dayAccess(eventId, groupId), { method: 'PUT', body: request });
}

/** What giving the group the base of `request` would do to the registrants (nothing written). */
export function previewBaseImpact(
  eventId: number,
  groupId: number,
  request: UpdateBaseGroupRequest,
  signal?: AbortSignal,
): Promise<AccessImpact> {
  return apiRequest(AccessImpactSchema, ACCESS_API.baseImpactPreview(eventId, groupId), {
    method: 'POST',
    body: request,
    signal,
  });
}

export function changeBaseGroup(
  eventId: number,
  groupId: number,
  request: UpdateBaseGroupRequest,
): Promise<void> {
  return apiSend(ACCESS_API.baseGroup(eventId, groupId), { method: 'PUT', body: request });
}

export function fetchSectionSessions(
  eventId: number,
  groupId: number,
  section: AccessSection,
  signal?: AbortSignal,
): Promise<SessionAccessList> {
  return apiRequest(SessionAccessListSchema, ACCESS_API.sessions(eventId, groupId), {
    query: { section },
    signal,
  });
}
