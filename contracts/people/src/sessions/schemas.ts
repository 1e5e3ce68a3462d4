/**
 * Sessions (segments) wire schemas (people-and-access-control §3, §7), owned by the sessions
 * feature: the session table's rows, its filters' options, and an audience group's mapping.
 * The request schemas built from these names and limits are in requests.ts.
 */
import { z } from '@console/shared/zod';

export const SEGMENT_FORMATS = ['VIRTUAL', 'IN_PERSON'] as const;
export const SegmentFormatSchema = z.enum(SEGMENT_FORMATS);
export type SegmentFormat = z.infer<typeof SegmentFormatSchema>;

/** How a format reads on the table and in the format filter. */
export const SEGMENT_FORMAT_LABELS: Record<SegmentFormat, string> = {
  VIRTUAL: 'Virtual',
  IN_PERSON: 'In person',
};

/** The sessions feature's bounds (the spec gives no page size for the session table). */
export const SESSION_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  searchMax: 200,
  /** Values one filter (tags, days) may name. */
  filterValuesMax: 100,
  tagMax: 100,
  /** Sessions one audience group may be mapped to in one save. */
  mappingMaxIds: 1000,
} as const;

/** A calendar day in the event's time zone, as the days filter names it. */
export const SESSION_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** One row of the session table; start and end are instants (ISO 8601), shown in the event's zone. */
export const SessionRowSchema = z.object({
  segmentId: z.number().int(),
  title: z.string(),
  /** The stage (virtual) or venue (in person). */
  stageName: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  tags: z.array(z.string()),
  format: SegmentFormatSchema,
  addOns: z.array(z.string()),
});
export type SessionRow = z.infer<typeof SessionRowSchema>;

export const SessionListResponseSchema = z.object({
  items: z.array(SessionRowSchema),
  /** Sessions matching the search and filters, across pages. */
  total: z.number().int(),
});
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

/** The session list's search and filters (spec §7: tags, segmentFormats, segmentStartDates). */
export interface SessionFilters {
  query: string;
  /** Sessions with any of these tags. */
  tags: readonly string[];
  formats: readonly SegmentFormat[];
  /** 'YYYY-MM-DD' days in the event's time zone a session starts on. */
  days: readonly string[];
}

export const NO_SESSION_FILTERS: SessionFilters = { query: '', tags: [], formats: [], days: [] };

/** The event's session tags, for the tags filter, in alphabetical order. */
export const SessionTagsResponseSchema = z.object({ tags: z.array(z.string()) });
export type SessionTagsResponse = z.infer<typeof SessionTagsResponseSchema>;

/** The days the event's sessions start on ('YYYY-MM-DD' in the event's time zone), in order. */
export const SessionDaysResponseSchema = z.object({
  days: z.array(z.string().regex(SESSION_DAY_PATTERN)),
});
export type SessionDaysResponse = z.infer<typeof SessionDaysResponseSchema>;

/** The sessions an audience group is mapped to (Add to sessions), ids in ascending order. */
export const SessionMappingSchema = z.object({
  audienceGroupId: z.number().int(),
  segmentIds: z.array(z.number().int()),
});
export type SessionMapping = z.infer<typeof SessionMappingSchema>;

/** The body of a mapping update: the whole chosen set, which replaces the group's mapping. */
export interface SessionMappingUpdate {
  segmentIds: readonly number[];
}
