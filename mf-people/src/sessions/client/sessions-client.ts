/**
 * The sessions endpoints (spec people §7: get tags, get segments with search, session mapping),
 * one function per call. Paths come from the contract's SESSION_API; answers are validated with
 * its schemas.
 */
import { apiRequest } from '@console/shared/react';
import {
  SESSION_API,
  SESSION_LIMITS,
  SessionDaysResponseSchema,
  SessionListResponseSchema,
  SessionMappingSchema,
  SessionTagsResponseSchema,
  type SessionFilters,
  type SessionListResponse,
  type SessionMapping,
  type SessionMappingUpdate,
} from '@console/people-contract';

export interface SessionPageFilters extends SessionFilters {
  offset: number;
}

/** Arrays repeat (`tags=a&tags=b`); empty search and filters are left out. */
export function fetchSessions(
  eventId: number,
  filters: SessionPageFilters,
  signal?: AbortSignal,
): Promise<SessionListResponse> {
  return apiRequest(SessionListResponseSchema, SESSION_API.list(eventId), {
    query: {
      query: filters.query.trim() || undefined,
      tags: filters.tags.length > 0 ? filters.tags : undefined,
      formats: filters.formats.length > 0 ? filters.formats : undefined,
      days: filters.days.length > 0 ? filters.days : undefined,
      limit: SESSION_LIMITS.pageSize,
      offset: filters.offset,
    },
    signal,
  });
}

export async function fetchSessionTags(eventId: number, signal?: AbortSignal): Promise<string[]> {
  return (await apiRequest(SessionTagsResponseSchema, SESSION_API.tags(eventId), { signal })).tags;
}

export async function fetchSessionDays(eventId: number, signal?: AbortSignal): Promise<string[]> {
  return (await apiRequest(SessionDaysResponseSchema, SESSION_API.days(eventId), { signal })).days;
}

export function fetchSessionMapping(
  eventId: number,
  audienceGroupId: number,
  signal?: AbortSignal,
): Promise<SessionMapping> {
  return apiRequest(SessionMappingSchema, SESSION_API.mapping(eventId, audienceGroupId), {
    signal,
  });
}

/** Replaces the group's sessions with the whole chosen set. */
export function saveSessionMapping(
  eventId: number,
  audienceGroupId: number,
  update: SessionMappingUpdate,
): Promise<SessionMapping> {
  return apiRequest(SessionMappingSchema, SESSION_API.mapping(eventId, audienceGroupId), {
    method: 'PUT',
    body: { segmentIds: [...update.segmentIds] },
  });
}
