/**
 * The event a schedule request is about, and the bounds its sessions keep to: a session starts on
 * one of the event's calendar days in its time zone and ends by the midnight after the last one,
 * the days access control offers (event-days.ts), so a session always falls on a day a group can
 * be granted. Midnights in the zone come from PostgreSQL's time zone rules, not hand-made offsets.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { ERROR_CODES, routeByKey } from '@console/shared/contract';
import { SCHEDULE_MESSAGES, type ScheduleEventDates } from '@console/event-setup-contract';
import { queryRows, type Db } from '../db/client';
import type { EventRow } from '../events/access';
import { localDay } from '../events/time-zone';
import { ApiError, badField } from '../http/errors';
import { grantedAccess } from '../http/permissions';

/** The request's event, when its type has a schedule (404 otherwise: a series, a hub...). */
export function scheduleEvent(request: FastifyRequest): EventRow {
  const { event } = grantedAccess(request);
  if (!routeByKey('venue.schedule').eventTypes.includes(event.type))
    throw new ApiError(404, ERROR_CODES.notFound, SCHEDULE_MESSAGES.notForEventType);
  return event;
}

export interface ScheduleEventBounds extends ScheduleEventDates {
  /** The first day's midnight in the event's zone. */
  startsFrom: Date;
  /** The midnight after the last day in the event's zone. */
  endsBy: Date;
}

/** The event's first and last days in its zone, and the instants a session keeps within. */
export async function eventBounds(
  db: Db,
  event: Pick<EventRow, 'startDateTime' | 'endDateTime' | 'tz'>,
): Promise<ScheduleEventBounds> {
  const firstDay = localDay(event.startDateTime, event.tz);
  const endDay = localDay(event.endDateTime, event.tz);
  const lastDay = endDay < firstDay ? firstDay : endDay;
  const [row] = await queryRows<{ startsFrom: number; endsBy: number }>(
    db,
    sql`select
      extract(epoch from (${firstDay}::date::timestamp at time zone ${event.tz}::text))::float8 * 1000 as "startsFrom",
      extract(epoch from ((${lastDay}::date + 1)::timestamp at time zone ${event.tz}::text))::float8 * 1000 as "endsBy"`,
  );
  if (!row) throw new Error('no bounds row');
  return {
    timeZone: event.tz,
    firstDay,
    lastDay,
    startsFrom: new Date(Number(row.startsFrom)),
    endsBy: new Date(Number(row.endsBy)),
  };
}

/** Why a session's times are outside the event's days (a 400 on the field), or null. */
export function boundsRefusal(
  times: { startDateTime: string; endDateTime: string },
  bounds: ScheduleEventBounds,
): ApiError | null {
  const start = Date.parse(times.startDateTime);
  const end = Date.parse(times.endDateTime);
  const M = SCHEDULE_MESSAGES;
  if (start < bounds.startsFrom.getTime())
    return badField('startDateTime', M.startBeforeEvent(bounds));
  if (start >= bounds.endsBy.getTime()) return badField('startDateTime', M.startAfterEvent(bounds));
  if (end > bounds.endsBy.getTime()) return badField('endDateTime', M.endAfterEvent(bounds));
  return null;
}
