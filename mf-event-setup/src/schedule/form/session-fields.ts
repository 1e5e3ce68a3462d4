/**
 * The session form's fields as typed (tags and add-ons as one text each, separated by commas;
 * start and end as instants picked in the event's zone) and the wire values they stand for, which
 * the contract's sessionFormSchema checks and the API takes.
 */
import {
  sessionFormSchema,
  splitSessionLabels,
  type ScheduleBounds,
  type ScheduleFormat,
  type ScheduleSession,
  type SessionWrite,
} from '@console/event-setup-contract';
import type { EventFormat } from '@console/shared/contract';
import { wallTimeToInstant } from '@console/shared/ui/form';
import { dayInZone } from '../zoned-day';
import { rootOf, schemaErrors, type FormErrors } from '@console/shared/ui/form';

export interface SessionFields {
  title: string;
  stageName: string;
  startDateTime: string | null;
  endDateTime: string | null;
  format: ScheduleFormat;
  tags: string;
  addOns: string;
}
export type SessionField = keyof SessionFields;
export type SessionErrors = FormErrors<SessionField>;

/** A new session's times: 09:00 to 10:00 on the day, in the event's zone. */
export function newSessionTimes(day: string, timeZone: string) {
  return {
    startDateTime: wallTimeToInstant(`${day}T09:00`, timeZone),
    endDateTime: wallTimeToInstant(`${day}T10:00`, timeZone),
  };
}

/** The fields of a saved session, or of a new one on `day` (the event's format by default). */
export function sessionFields(
  session: ScheduleSession | null,
  fresh: { day: string; timeZone: string; eventFormat: EventFormat },
): SessionFields {
  if (session)
    return {
      title: session.title,
      stageName: session.stageName,
      startDateTime: session.startDateTime,
      endDateTime: session.endDateTime,
      format: session.format,
      tags: session.tags.join(', '),
      addOns: session.addOns.join(', '),
    };
  const times = fresh.day ? newSessionTimes(fresh.day, fresh.timeZone) : null;
  return {
    title: '',
    stageName: '',
    startDateTime: times?.startDateTime ?? null,
    endDateTime: times?.endDateTime ?? null,
    format: fresh.eventFormat === 'IN_PERSON' ? 'IN_PERSON' : 'VIRTUAL',
    tags: '',
    addOns: '',
  };
}

/** The wire values of what is typed (the schema trims the text). */
function wireOf(fields: SessionFields) {
  return {
    title: fields.title,
    stageName: fields.stageName,
    startDateTime: fields.startDateTime,
    endDateTime: fields.endDateTime,
    format: fields.format,
    tags: splitSessionLabels(fields.tags),
    addOns: splitSessionLabels(fields.addOns),
  };
}

const FIELDS: readonly SessionField[] = [
  'title',
  'stageName',
  'startDateTime',
  'endDateTime',
  'format',
  'tags',
  'addOns',
];
export const sessionFieldOf = (wirePath: string): SessionField | undefined =>
  FIELDS.find((field) => field === rootOf(wirePath));

/** The contract schema's messages, on the fields they are about. */
export const sessionErrors = (
  fields: SessionFields,
  bounds: ScheduleBounds | null,
): SessionErrors => schemaErrors(sessionFormSchema(bounds), wireOf(fields), sessionFieldOf);

/** The body sent (valid fields: sessionErrors gave none). */
export function sessionBody(fields: SessionFields): SessionWrite {
  const wire = sessionFormSchema(null).cast(wireOf(fields));
  return {
    ...wire,
    startDateTime: wire.startDateTime ?? '',
    endDateTime: wire.endDateTime ?? '',
  };
}

/**
 * The end once the start moves: moved by as much, so the session keeps its length; kept when
 * there was no start or no end before.
 */
export function endAfterStartMoves(
  previousStart: string | null,
  nextStart: string | null,
  end: string | null,
): string | null {
  if (previousStart === null || nextStart === null || end === null) return end;
  const shift = Date.parse(nextStart) - Date.parse(previousStart);
  const moved = Date.parse(end) + shift;
  return Number.isNaN(moved) ? end : new Date(moved).toISOString();
}

/** Whether the edit puts the session on another day of the event's zone than it was saved on. */
export const movesToAnotherDay = (
  saved: ScheduleSession,
  fields: SessionFields,
  timeZone: string,
): boolean =>
  fields.startDateTime !== null &&
  dayInZone(saved.startDateTime, timeZone) !== dayInZone(fields.startDateTime, timeZone);
