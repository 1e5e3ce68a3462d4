/**
 * Tables of the analytics feature: the event activity facts reports stream, the daily aggregates
 * dashboards read (so a dashboard never scans the facts of a 1,000,000-registrant event), the
 * leaderboard's totals and their kept count, when they were last refreshed, per-event report
 * settings and organizations' custom reports.
 */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ActivityKind } from '@console/analytics-contract';
import { events, organizations, registrations } from '../db/schema';

export const activityFacts = pgTable(
  'activity_facts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => registrations.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    /** The stage, session, room, booth or email the fact is about ('' when none). */
    place: text('place').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Minutes for attendance, points for POINTS, 1 otherwise. */
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    // Reports stream one kind of one event in time order.
    index('activity_facts_event_kind_time_idx').on(t.eventId, t.kind, t.occurredAt, t.id),
    // The leaderboard and per-person reports group one kind by registrant.
    index('activity_facts_event_kind_registration_idx').on(t.eventId, t.kind, t.registrationId),
    index('activity_facts_registration_idx').on(t.registrationId),
  ],
);

/** One row per event, kind, place and day: what dashboards read. */
export const activityDaily = pgTable(
  'activity_daily',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    place: text('place').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    facts: integer('facts').notNull(),
    people: integer('people').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind, t.place, t.day] })],
);

/** Each registrant's points total and rank, refreshed with the aggregates: the leaderboard pages by rank. */
export const leaderboardPoints = pgTable(
  'leaderboard_points',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.registrationId] }),
    index('leaderboard_points_event_rank_idx').on(t.eventId, t.rank, t.registrationId),
  ],
);

/**
 * The leaderboard's entries per event, kept by statement triggers on leaderboard_points (migration
 * 0018), so a page's total is one row read, not the board counted (a range as long as the board).
 * Exact between refreshes too: a registrant deleted takes their entry along by cascade. No foreign
 * key on purpose, as approval_tab_counts: a deleted event's row stays at zero.
 */
export const leaderboardCounts = pgTable('leaderboard_counts', {
  eventId: integer('event_id').primaryKey(),
  entries: integer('entries').notNull().default(0),
});

/** A registration status's count at the last refresh, and how many of those attended. */
export interface RegistrationStatusCount {
  status: string;
  total: number;
  attended: number;
}

/**
 * When an event's aggregates were last refreshed (the reports page's "last report update"), with
 * the registration counts of that moment, so a summary dashboard reads one row, not the event's
 * registrations.
 */
export const reportRefreshes = pgTable('analytics_report_refreshes', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  registrationCounts: jsonb('registration_counts')
    .$type<RegistrationStatusCount[]>()
    .notNull()
    .default([]),
});

/** Per-event report settings (in-person Sessions reports are on only where configured). */
export const analyticsEventSettings = pgTable('analytics_event_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  inPersonSessionReports: boolean('in_person_session_reports').notNull().default(false),
});

/** An organization's custom report: a name and a chosen set of columns of one catalogue report. */
export const customReports = pgTable(
  'custom_reports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reportType: text('report_type').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
  },
  (t) => [unique('custom_reports_org_name_unique').on(t.organizationId, t.name)],
);
