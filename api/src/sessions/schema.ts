/**
 * Sessions (segments) of an event, and the audience groups mapped to them (spec people §3).
 * Times are instants; the console shows them in the event's time zone. Access control reads the
 * same rows (its own mapping tables live with that feature).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SegmentFormat } from '@console/people-contract';
import { audienceGroups, events } from '../db/schema';

export const segments = pgTable(
  'segments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The stage (virtual) or venue (in person) it takes place on. */
    stageName: text('stage_name').notNull(),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
    format: text('format').$type<SegmentFormat>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addOns: text('add_ons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the session search matches, lower-cased for one trigram-indexed LIKE. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
  },
  (t) => [
    // The session table: one event, by start time.
    index('segments_event_start_idx').on(t.eventId, t.startDateTime, t.id),
    index('segments_tags_idx').using('gin', t.tags),
    index('segments_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Add to sessions: an audience group mapped to a session. */
export const audienceGroupSegments = pgTable(
  'audience_group_segments',
  {
    audienceGroupId: integer('audience_group_id')
      .notNull()
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.audienceGroupId, t.segmentId] }),
    index('audience_group_segments_segment_idx').on(t.segmentId),
  ],
);
