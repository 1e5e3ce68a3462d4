/**
 * The schedule on the wire (issue #43, spec people §3 Session): an event's sessions with title,
 * stage or venue, start and end (instants, ISO 8601; shown in the event's time zone), format,
 * tags and add-ons; the event's days with how many sessions start on each; one session with the
 * groups that use it; and the body of a create or an edit.
 */
import { z } from '@console/shared/zod';
import { hasNul, INT4_MAX, MESSAGES } from '@console/shared/contract';
import { normalizeSessionLabels } from './labels';
import { SCHEDULE_LIMITS as L } from './limits';
import { SCHEDULE_MESSAGES as M } from './messages';

export const SCHEDULE_FORMATS = ['VIRTUAL', 'IN_PERSON'] as const;
export const ScheduleFormatSchema = z.enum(SCHEDULE_FORMATS, { error: M.format });
export type ScheduleFormat = z.infer<typeof ScheduleFormatSchema>;

/** A day in the event's time zone. */
export const SCHEDULE_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (year 1 onwards, which PostgreSQL's date accepts). */
export function isScheduleDay(value: string): boolean {
  if (!SCHEDULE_DAY_PATTERN.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const ScheduleSessionSchema = z.object({
  segmentId: z.number().int(),
  title: z.string(),
  /** The stage (virtual) or venue (in person). */
  stageName: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  format: ScheduleFormatSchema,
  tags: z.array(z.string()),
  addOns: z.array(z.string()),
});
export type ScheduleSession = z.infer<typeof ScheduleSessionSchema>;

/** One page of a day's sessions by start (then id), and how many match in all. */
export const ScheduleSessionPageSchema = z.object({
  items: z.array(ScheduleSessionSchema),
  total: z.number().int(),
});
export type ScheduleSessionPage = z.infer<typeof ScheduleSessionPageSchema>;

export const ScheduleDaySchema = z.object({
  /** 'YYYY-MM-DD' in the event's time zone. */
  day: z.string(),
  sessionCount: z.number().int(),
  /** False for a day outside the event's dates that still has sessions (the event was moved). */
  inEvent: z.boolean(),
});
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

/**
 * The event's days for the day tabs, and the bounds a session must keep to: it starts at or after
 * the first day's midnight (`startsFrom`) and ends by the midnight after the last day (`endsBy`),
 * in the event's time zone.
 */
export const ScheduleDaysSchema = z.object({
  timeZone: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  startsFrom: z.string(),
  endsBy: z.string(),
  /** Every day of the event, and any other day a session starts on, in order. */
  days: z.array(ScheduleDaySchema),
  sessionTotal: z.number().int(),
});
export type ScheduleDays = z.infer<typeof ScheduleDaysSchema>;

/** The bounds a session form checks (the days answer holds them). */
export type ScheduleBounds = Pick<
  ScheduleDays,
  'timeZone' | 'firstDay' | 'lastDay' | 'startsFrom' | 'endsBy'
>;

export const SESSION_GRANT_STATUSES = ['GRANT', 'NO_GRANT', 'REVOKED'] as const;

/** The groups that use a session: access groups with a setting for it, audience groups that added it. */
export const SessionUsageSchema = z.object({
  /** By name, at most SCHEDULE_LIMITS.usageListMax. */
  accessGroups: z.array(
    z.object({
      accessGroupId: z.number().int(),
      name: z.string(),
      /** What the group's session access holds for it. */
      grantStatus: z.enum(SESSION_GRANT_STATUSES),
    }),
  ),
  accessGroupTotal: z.number().int(),
  /** Audience groups that added it (Add to sessions), by name, at most usageListMax. */
  audienceGroups: z.array(z.object({ audienceGroupId: z.number().int(), name: z.string() })),
  audienceGroupTotal: z.number().int(),
});
export type SessionUsage = z.infer<typeof SessionUsageSchema>;

export const ScheduleSessionDetailSchema = ScheduleSessionSchema.extend({
  usedBy: SessionUsageSchema,
});
export type ScheduleSessionDetail = z.infer<typeof ScheduleSessionDetailSchema>;

/** Whether a session is used by any group (then a delete or a move to another day asks first). */
export const isSessionUsed = (usage: SessionUsage): boolean =>
  usage.accessGroupTotal + usage.audienceGroupTotal > 0;

const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul });

const dateTime = (required: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? required : M.dateTime),
  });

/** Tags or add-ons: each at most labelMax once trimmed; at most labelsMax once duplicates go. */
const labels = (tooLong: string, tooMany: string) =>
  z
    .array(
      z
        .string({ error: M.labelText })
        .trim()
        .max(L.labelMax, { error: tooLong })
        .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul }),
      { error: M.labelText },
    )
    .max(L.labelsSentMax, { error: tooMany })
    .refine((values) => normalizeSessionLabels(values).length <= L.labelsMax, { error: tooMany });

/** Whether both times are instants (otherwise their own fields say what is wrong). */
const bothInstants = (s: { startDateTime?: unknown; endDateTime?: unknown }) =>
  typeof s.startDateTime === 'string' &&
  typeof s.endDateTime === 'string' &&
  !Number.isNaN(Date.parse(s.startDateTime)) &&
  !Number.isNaN(Date.parse(s.endDateTime));

/** A new session, or every field of an edited one (an edit replaces them all). */
export const SessionWriteSchema = z
  .object({
    title: requiredText(M.titleRequired, L.titleMax, M.titleMax),
    stageName: requiredText(M.stageNameRequired, L.stageNameMax, M.stageNameMax),
    startDateTime: dateTime(M.startRequired),
    endDateTime: dateTime(M.endRequired),
    format: ScheduleFormatSchema,
    tags: labels(M.tagMax, M.tagsMax).default([]),
    addOns: labels(M.addOnMax, M.addOnsMax).default([]),
  })
  .refine((s) => !bothInstants(s) || Date.parse(s.endDateTime) > Date.parse(s.startDateTime), {
    error: M.endBeforeStart,
    path: ['endDateTime'],
  });
export type SessionWrite = z.input<typeof SessionWriteSchema>;

export const ScheduleListQuerySchema = z.object({
  /** Sessions starting on this day (event time zone); every day when absent. */
  day: z.string().refine(isScheduleDay, { error: M.day }).optional(),
  query: z
    .string()
    .trim()
    .max(L.searchMax, { error: M.searchMax })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul })
    .optional(),
  limit: z.coerce.number().int().min(1).max(L.maxPageSize).default(L.pageSize),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export type ScheduleListQuery = z.input<typeof ScheduleListQuerySchema>;

/** `?confirm=true`: go ahead although groups use the session (after the warning). */
export const ScheduleConfirmQuerySchema = z.object({
  confirm: z.enum(['true', 'false'], { error: M.confirm }).optional(),
});
