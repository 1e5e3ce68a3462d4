/**
 * The custom group endpoints (spec people §7 "Custom groups"), one function per call. Paths come
 * from the contract's CUSTOM_GROUP_API; answers are validated with its schemas.
 */
import { apiDownload, apiRequest, apiSend } from '@console/shared/react';
import {
  CalendarInviteSettingSchema,
  CreateCustomGroupResponseSchema,
  CUSTOM_GROUP_API,
  CustomAudienceCountSchema,
  CustomAudiencePageSchema,
  CustomGroupSchema,
  FilterFieldListSchema,
  type CalendarInviteSetting,
  type CreateCustomGroupRequest,
  type CreateCustomGroupResponse,
  type CustomAudienceCountQuery,
  type CustomAudiencePage,
  type CustomAudienceQuery,
  type CustomGroup,
  type FilterField,
  type SaveCustomGroupRequest,
} from '@console/people-contract';

/** The create dialog: a DRAFT, inactive group. */
export function createCustomGroup(
  eventId: number,
  body: CreateCustomGroupRequest,
): Promise<CreateCustomGroupResponse> {
  return apiRequest(CreateCustomGroupResponseSchema, CUSTOM_GROUP_API.groups(eventId), {
    method: 'POST',
    body,
  });
}

export function fetchCustomGroup(
  eventId: number,
  audienceGroupId: number,
  signal?: AbortSignal,
): Promise<CustomGroup> {
  return apiRequest(CustomGroupSchema, CUSTOM_GROUP_API.group(eventId, audienceGroupId), {
    signal,
  });
}

/** Save and publish. */
export function saveCustomGroup(
  eventId: number,
  audienceGroupId: number,
  body: SaveCustomGroupRequest,
): Promise<void> {
  return apiSend(CUSTOM_GROUP_API.group(eventId, audienceGroupId), { method: 'PUT', body });
}

export async function fetchFilterFields(
  eventId: number,
  signal?: AbortSignal,
): Promise<FilterField[]> {
  const list = await apiRequest(FilterFieldListSchema, CUSTOM_GROUP_API.filterFields(eventId), {
    signal,
  });
  return list.fields;
}

/** A page of the audience a (possibly unsaved) filter set selects. */
export function fetchCustomAudience(
  eventId: number,
  query: CustomAudienceQuery,
  signal?: AbortSignal,
): Promise<CustomAudiencePage> {
  return apiRequest(CustomAudiencePageSchema, CUSTOM_GROUP_API.audience(eventId), {
    method: 'POST',
    body: query,
    signal,
  });
}

export async function fetchCustomAudienceCount(
  eventId: number,
  query: CustomAudienceCountQuery,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await apiRequest(
    CustomAudienceCountSchema,
    CUSTOM_GROUP_API.audienceCount(eventId),
    { method: 'POST', body: query, signal },
  );
  return answer.count;
}

/** A page of a saved group's members. */
export function fetchGroupMembers(
  eventId: number,
  audienceGroupId: number,
  offset: number,
  search: string,
  signal?: AbortSignal,
): Promise<CustomAudiencePage> {
  return apiRequest(CustomAudiencePageSchema, CUSTOM_GROUP_API.members(eventId, audienceGroupId), {
    query: { offset, search: search || undefined },
    signal,
  });
}

export function removeManualMember(
  eventId: number,
  audienceGroupId: number,
  registrationId: number,
): Promise<void> {
  return apiSend(CUSTOM_GROUP_API.manualMember(eventId, audienceGroupId, registrationId), {
    method: 'DELETE',
  });
}

/** A saved group's members under the current search, as a CSV blob. */
export async function downloadGroupMembersCsv(
  eventId: number,
  audienceGroupId: number,
  search: string,
): Promise<Blob> {
  const { blob } = await apiDownload(CUSTOM_GROUP_API.membersCsv(eventId, audienceGroupId), {
    query: { search: search || undefined },
  });
  return blob;
}

export function fetchCalendarInviteSetting(
  eventId: number,
  signal?: AbortSignal,
): Promise<CalendarInviteSetting> {
  return apiRequest(CalendarInviteSettingSchema, CUSTOM_GROUP_API.calendarInviteSetting(eventId), {
    signal,
  });
}
