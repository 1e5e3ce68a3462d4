/**
 * Access control (spec people §3, §4): an access group per role group (a base group), ticket,
 * flow and custom group with access control on (derived from a base group); what each stores
 * for features, days and sessions; and what the event offers, which the forced-inactive rules
 * read (the leaderboard is events.enable_leaderboard). A base group's missing feature row is its
 * role's default, a derived group's missing row its base's status (contract resolver.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EventRole } from '@console/shared/contract';
import type { AccessGroupType, GrantStatus, Zone } from '@console/access-control-contract';
import { audienceGroups, events } from '../db/schema';
import { segments } from '../sessions/schema';

export const accessGroups = pgTable(
  'access_groups',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The audience group it gives access to (one access group each). */
    audienceGroupId: integer('audience_group_id')
      .unique('access_groups_audience_group_uq')
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    /** The name when it was made; the audience group's current name is shown. */
    name: text('name').notNull(),
    groupType: text('group_type').$type<AccessGroupType>().notNull(),
    isBaseGroup: boolean('is_base_group').notNull(),
    /** A derived group's base group; null for a base group. */
    baseAccessGroupId: integer('base_access_group_id').references(
      (): AnyPgColumn => accessGroups.id,
    ),
    /** A base group's role (its defaults fill the features it has no row for). */
    role: text('role').$type<EventRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_groups_event_idx').on(t.eventId, t.isBaseGroup, t.id),
    index('access_groups_base_idx').on(t.baseAccessGroupId),
  ],
);

/** A group's status of one feature node (catalogue key or a stage's backstage key). */
export const accessFeatureMappings = pgTable(
  'access_feature_mappings',
  {
    accessGroupId: integer('access_group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    grantStatus: text('grant_status').$type<GrantStatus>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessGroupId, t.featureKey] })],
);

/** A group's access on one event day (its calendar day in the event's time zone). */
export const accessDayMappings = pgTable(
  'access_day_mappings',
  {
    accessGroupId: integer('access_group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    dayAccessDate: date('day_access_date', { mode: 'string' }).notNull(),
    grantStatus: text('grant_status').$type<GrantStatus>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessGroupId, t.dayAccessDate] })],
);

/** A group's status of one session (a base group's GRANT, a derived group's overrides). */
export const accessSessionMappings = pgTable(
  'access_session_mappings',
  {
    accessGroupId: integer('access_group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    grantStatus: text('grant_status').$type<GrantStatus>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accessGroupId, t.segmentId] }),
    // A session's deletion cascades here.
    index('access_session_mappings_segment_idx').on(t.segmentId),
  ],
);

/** What the event offers; an event without a row offers everything (DEFAULT_EVENT_ACCESS_SETTINGS). */
export const eventAccessSettings = pgTable('event_access_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  activeZones: text('active_zones')
    .array()
    .$type<Zone[]>()
    .notNull()
    .default(sql`'{LOBBY,SCHEDULE,STAGE,ROOM,NETWORKING,EXPO}'::text[]`),
  hasChatChannel: boolean('has_chat_channel').notNull().default(true),
  hasPeopleChannel: boolean('has_people_channel').notNull().default(true),
  /** Null: the event has no one-on-one meeting interval. */
  oneOnOneIntervalMinutes: integer('one_on_one_interval_minutes'),
  boothZoneActive: boolean('booth_zone_active').notNull().default(true),
});
