/**
 * The audience list endpoints (spec people §7), one function per call. Paths come from the
 * contract's AUDIENCE_LIST_API and AUDIENCE_API; answers are validated with its schemas.
 * A scope is a group id, or null for every registrant (People > Attendees).
 */
import { apiDownload, apiRequest } from '@console/shared/react';
import {
  AUDIENCE_API,
  AUDIENCE_LIST_API,
  AudienceCountSchema,
  AudienceGroupDetailSchema,
  AudienceMemberPageSchema,
  AudienceTicketTypeListSchema,
  PEOPLE_LIMITS,
  type AudienceCount,
  type AudienceGroupDetail,
  type AudienceListFilters,
  type AudienceListScope,
  type AudienceMember,
  type AudienceTicketType,
} from '@console/people-contract';

/** Query parameters of the list, the count and the CSV; empty filters are left out. */
function filterQuery(filters: AudienceListFilters) {
  return {
    search: filters.search.trim() || undefined,
    roleTypeFilters: filters.roleTypeFilters.length > 0 ? filters.roleTypeFilters : undefined,
    isAttended: filters.isAttended ?? undefined,
    ticketTypeFilter: filters.ticketTypeFilter.length > 0 ? filters.ticketTypeFilter : undefined,
  };
}

export async function fetchAudienceMembers(
  eventId: number,
  scope: AudienceListScope,
  filters: AudienceListFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<AudienceMember[]> {
  const page = await apiRequest(
    AudienceMemberPageSchema,
    AUDIENCE_LIST_API.members(eventId, scope),
    {
      query: { ...filterQuery(filters), limit: PEOPLE_LIMITS.audiencePageSize, offset },
      signal,
    },
  );
  return page.items;
}

export async function fetchAudienceCount(
  eventId: number,
  scope: AudienceListScope,
  filters: AudienceListFilters,
  signal?: AbortSignal,
): Promise<AudienceCount> {
  return apiRequest(AudienceCountSchema, AUDIENCE_LIST_API.count(eventId, scope), {
    query: filterQuery(filters),
    signal,
  });
}

/** The list of the filters as a CSV blob (audience-list.csv). */
export async function downloadAudienceCsv(
  eventId: number,
  scope: AudienceListScope,
  filters: AudienceListFilters,
): Promise<Blob> {
  const { blob } = await apiDownload(AUDIENCE_LIST_API.csv(eventId, scope), {
    query: filterQuery(filters),
  });
  return blob;
}

export async function fetchAudienceTicketTypes(
  eventId: number,
  signal?: AbortSignal,
): Promise<AudienceTicketType[]> {
  const list = await apiRequest(
    AudienceTicketTypeListSchema,
    AUDIENCE_LIST_API.ticketTypes(eventId),
    {
      signal,
    },
  );
  return list.ticketTypes;
}

export function fetchAudienceGroup(
  eventId: number,
  audienceGroupId: number,
  signal?: AbortSignal,
): Promise<AudienceGroupDetail> {
  return apiRequest(AudienceGroupDetailSchema, AUDIENCE_API.group(eventId, audienceGroupId), {
    signal,
  });
}
