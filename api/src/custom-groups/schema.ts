/**
 * What makes an audience group of type CUSTOM a custom group (spec people §3, §4): how it updates,
 * whether it carries access control, its lifecycle status and the filter set it is built from.
 * Its members are audience_group_members rows (STATIC groups and manual members); an ACTIVE
 * group's filter is evaluated when read, so a new matching registrant is in it with no action.
 */
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CustomGroupStatus, FilterSet, GroupUpdateType } from '@console/people-contract';
import { audienceGroups } from '../db/schema';

export const customGroupSettings = pgTable('custom_group_settings', {
  audienceGroupId: integer('audience_group_id')
    .primaryKey()
    .references(() => audienceGroups.id, { onDelete: 'cascade' }),
  updateType: text('update_type').$type<GroupUpdateType>().notNull(),
  isAccessControlEnabled: boolean('is_access_control_enabled').notNull().default(false),
  status: text('status').$type<CustomGroupStatus>().notNull().default('DRAFT'),
  /** The saved filter set; null: members chosen by id only. */
  filterSet: jsonb('filter_set').$type<FilterSet>(),
  isStaticGroupWithAllSelected: boolean('is_static_group_with_all_selected')
    .notNull()
    .default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each event's audience generation, bumped by statement triggers (migration 0014) on every write
 * that can change a custom group's members: registrations, member rows, invitees, custom group
 * settings, form fields and group deletions. No foreign key, as audience_counts: the triggers also
 * run while an event's rows are deleted by cascade.
 */
export const audienceGenerations = pgTable('audience_generations', {
  eventId: integer('event_id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
