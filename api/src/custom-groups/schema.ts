/**
 * What makes an audience group of type CUSTOM a custom group (spec people §3, §4): how it updates,
 * whether it carries access control, its lifecycle status and the filter set it is built from.
 * Its members are audience_group_members rows (STATIC groups and manual members); an ACTIVE
 * group's filter is evaluated when read, so a new matching registrant is in it with no action.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { EventRole } from '@console/shared/contract';
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

/**
 * A custom group's completed registrants as its last count found them, on big events (the recount
 * chore keeps them with the group's cells, at the generation stored as the cells row's
 * members_generation). While that generation is current they are the group's members exactly, so
 * a page or the CSV reads them in the audience list's order from the walk index alone (with the
 * role, ticket and attendance the filters test) instead of testing a saved filter on each of the
 * event's registrants (kept-members.ts). No foreign key to registrations: a deleted registration
 * moves the generation, and its row goes with the next keep.
 */
export const customGroupKeptMembers = pgTable(
  'custom_group_kept_members',
  {
    audienceGroupId: integer('audience_group_id')
      .notNull()
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').notNull(),
    registrationCreatedAt: timestamp('registration_created_at', { withTimezone: true }).notNull(),
    role: text('role').$type<EventRole>().notNull(),
    ticketTypeId: integer('ticket_type_id'),
    isAttended: boolean('is_attended').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.audienceGroupId, t.registrationId] }),
    index('custom_group_kept_members_newest_idx').on(
      t.audienceGroupId,
      t.registrationCreatedAt.desc(),
      t.registrationId.desc(),
      t.role,
      t.ticketTypeId,
      t.isAttended,
    ),
  ],
);
