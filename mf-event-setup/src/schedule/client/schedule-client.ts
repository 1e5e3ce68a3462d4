/**
 * The schedule endpoints (issue #43), one function per call. Paths come from the contract's
 * SCHEDULE_API; answers are validated with the contract's schemas.
 */
import { apiRequest, apiSend } from '@console/shared/react';
import {
  SCHEDULE_API,
  SCHEDULE_LIMITS,
  ScheduleDaysSchema,
  ScheduleSessionDetailSchema,
  ScheduleSessionPageSchema,
  type ScheduleDays,
  type ScheduleListKeyFilters,
  type ScheduleSessionDetail,
  type ScheduleSessionPage,
  type SessionWrite,
} from '@console/event-setup-contract';

export function fetchDays(eventId: number, signal?: AbortSignal): Promise<ScheduleDays> {
  return apiRequest(ScheduleDaysSchema, SCHEDULE_API.days(eventId), { signal });
}

/** One page of a day's sessions by start, those whose title contains the search. */
export function fetchSessions(
  eventId: number,
  filters: ScheduleListKeyFilters,
  signal?: AbortSignal,
): Promise<ScheduleSessionPage> {
  return apiRequest(ScheduleSessionPageSchema, SCHEDULE_API.sessions(eventId), {
    query: {
      day: filters.day,
      query: filters.query.trim() || undefined,
      offset: filters.offset,
      limit: SCHEDULE_LIMITS.pageSize,
    },
    signal,
  });
}

export function fetchSession(
  eventId: number,
  segmentId: number,
  signal?: AbortSignal,
): Promise<ScheduleSessionDetail> {
  return apiRequest(ScheduleSessionDetailSchema, SCHEDULE_API.session(eventId, segmentId), {
    signal,
  });
}

export function createSession(eventId: number, body: SessionWrite): Promise<ScheduleSessionDetail> {
  return apiRequest(ScheduleSessionDetailSchema, SCHEDULE_API.sessions(eventId), {
    method: 'POST',
    body,
  });
}

/** Replaces every field; `confirm` goes ahead although groups use it (a move to another day). */
export function updateSession(
  eventId: number,
  segmentId: number,
  body: SessionWrite,
  confirm: boolean,
): Promise<ScheduleSessionDetail> {
  return apiRequest(ScheduleSessionDetailSchema, SCHEDULE_API.session(eventId, segmentId), {
    method: 'PUT',
    body,
    query: { confirm: confirm || undefined },
  });
}

export function deleteSession(eventId: number, segmentId: number, confirm: boolean): Promise<void> {
  return apiSend(SCHEDULE_API.session(eventId, segmentId), {
    method: 'DELETE',
    query: { confirm: confirm || undefined },
  });
}
