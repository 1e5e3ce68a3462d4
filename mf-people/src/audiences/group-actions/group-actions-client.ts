/** Rename, delete and the can-delete check of a group (spec people §7), one function per call. */
import { apiRequest, apiSend } from '@console/shared/react';
import {
  AUDIENCE_API,
  AudienceGroupDetailSchema,
  CanDeleteAudienceGroupSchema,
  type AudienceGroupDetail,
  type CanDeleteAudienceGroup,
  type RenameAudienceGroupRequest,
} from '@console/people-contract';

export function renameAudienceGroup(
  eventId: number,
  audienceGroupId: number,
  name: string,
): Promise<AudienceGroupDetail> {
  const body: RenameAudienceGroupRequest = { name };
  return apiRequest(AudienceGroupDetailSchema, AUDIENCE_API.group(eventId, audienceGroupId), {
    method: 'PATCH',
    body,
  });
}

export function deleteAudienceGroup(eventId: number, audienceGroupId: number): Promise<void> {
  return apiSend(AUDIENCE_API.group(eventId, audienceGroupId), { method: 'DELETE' });
}

export function fetchCanDeleteGroup(
  eventId: number,
  audienceGroupId: number,
  signal?: AbortSignal,
): Promise<CanDeleteAudienceGroup> {
  return apiRequest(
    CanDeleteAudienceGroupSchema,
    AUDIENCE_API.canDelete(eventId, audienceGroupId),
    {
      signal,
    },
  );
}
