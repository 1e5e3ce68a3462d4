/**
 * The activity log's table (issue #46, decision 0049): one row per write of the console, inserted
 * in the write's own transaction, never updated (a trigger refuses it, migration 0036). Its
 * indexes are the list's orders: the event's entries newest first, the same within an area, of
 * one person, or of one person in one area, and a trigram index for the search.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ActivityArea, ActivityValues } from '@console/activity-log-contract';
import { events, users } from '../db/schema';

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name as it was at the write: kept when the user is renamed or deleted. */
    actorName: text('actor_name').notNull(),
    area: text('area').$type<ActivityArea>().notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<ActivityValues>(),
    after: jsonb('after').$type<ActivityValues>(),
    /** Lowercased summary, actor name and target label: what the search matches. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('activity_log_event_idx').on(t.eventId, t.occurredAt.desc(), t.id.desc()),
    index('activity_log_event_area_idx').on(t.eventId, t.area, t.occurredAt.desc(), t.id.desc()),
    index('activity_log_event_actor_idx').on(
      t.eventId,
      t.actorUserId,
      t.occurredAt.desc(),
      t.id.desc(),
    ),
    // One person in one area: a person who never wrote in the area finds nothing at once,
    // instead of walking all their entries of the other areas.
    index('activity_log_event_actor_area_idx').on(
      t.eventId,
      t.actorUserId,
      t.area,
      t.occurredAt.desc(),
      t.id.desc(),
    ),
    index('activity_log_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type ActivityLogRow = typeof activityLog.$inferSelect;
