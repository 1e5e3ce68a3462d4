/**
 * Tables of the audiences feature: where a group is used, the kept system group counts, the kept
 * cells and members of custom groups and invite lists, and the log of what changed since.
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
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { EventRoleSchema, type EventRole } from '@console/shared/contract';
import type { AudienceGroupUsageKind } from '@console/people-contract';
import { audienceGroups } from '../db/schema';

/**
 * Where an audience group is used elsewhere in the event (flows, tickets, coupons, custom access
 * groups, custom communications, landing-page masking) or was already sent communications:
 * any row refuses the group's deletion (spec people §5).
 */
export const audienceGroupUsages = pgTable(
  'audience_group_usages',
  {
    audienceGroupId: integer('audience_group_id')
      .notNull()
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    usedIn: text('used_in').$type<AudienceGroupUsageKind>().notNull(),
    /** What uses it, by name, so a refusal can say where. */
    usedBy: text('used_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.audienceGroupId, t.usedIn, t.usedBy] }),
    index('audience_group_usages_group_idx').on(t.audienceGroupId),
  ],
);

/**
 * The audience (completed registrations, status REGISTERED) of an event per (role, flow, ticket,
 * attendance), kept by statement triggers on registrations (migration 0013): the system groups'
 * counts are sums over these few rows, not a scan of the event's registrants (an index range as
 * long as the event's audience). No foreign key on purpose, as approval_tab_counts: the triggers
 * also run while an event's registrations are deleted by cascade.
 */
export const audienceCounts = pgTable(
  'audience_counts',
  {
    eventId: integer('event_id').notNull(),
    role: text('role').$type<EventRole>().notNull(),
    flowId: integer('flow_id').notNull(),
    /** Null: registrants without a ticket, one row for all of them. */
    ticketTypeId: integer('ticket_type_id'),
    isAttended: boolean('is_attended').notNull(),
    registrants: integer('registrants').notNull(),
  },
  (t) => [
    unique('audience_counts_key')
      .on(t.eventId, t.role, t.flowId, t.ticketTypeId, t.isAttended)
      .nullsNotDistinct(),
  ],
);

/** One cell of a group's audience snapshot (audience_cell_counts.cells): its registrants there. */
export const AudienceCellSchema = z.object({
  role: EventRoleSchema,
  ticketTypeId: z.number().int().nullable(),
  isAttended: z.boolean(),
  registrants: z.number().int(),
});
export type AudienceCell = z.infer<typeof AudienceCellSchema>;

/**
 * A custom group's or an invite list's audience per (role, ticket, attendance): the columns of the
 * audience list's filters, so a filtered count is a sum over a few cells and the group's count the
 * sum of them all, instead of a scan of the group's registrants. Counted with the event's audience
 * generation read in the same statement (audience_generations, migration 0014), and used only
 * while that generation is current (audience-read/cell-snapshots.ts); the recount chore orders stale custom groups
 * by when they were counted (migration 0023).
 */
export const audienceCellCounts = pgTable(
  'audience_cell_counts',
  {
    audienceGroupId: integer('audience_group_id')
      .primaryKey()
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    countedGeneration: bigint('counted_generation', { mode: 'number' }).notNull(),
    /** The group's completed registrants per (role, ticket: null for none, attendance). */
    cells: jsonb('cells').$type<AudienceCell[]>().notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The generation the group's kept members (audience_kept_members) were kept at, in the
     * statement that counted these cells or an earlier one; null: none kept.
     */
    membersGeneration: bigint('members_generation', { mode: 'number' }),
  },
  (t) => [
    // The generation triggers ask, per statement, whether the event has kept members to log for.
    index('audience_cell_counts_event_members_idx')
      .on(t.eventId)
      .where(sql`${t.membersGeneration} is not null`),
  ],
);

/**
 * A custom group's or a big invite list's completed registrants as its last count found them, on
 * big events: the recount chore keeps them with the group's cells, at the generation stored as the
 * cells row's members_generation. While that generation is current they are the group's audience
 * exactly, so a page or the CSV reads them in the audience list's order from the walk index alone
 * (with the role, ticket and attendance the filters test) instead of walking the event's
 * registrants (audience-read/member-snapshots.ts). No foreign key to registrations: a deleted registration moves the
 * generation, and its row goes with the next keep.
 */
export const audienceKeptMembers = pgTable(
  'audience_kept_members',
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
    index('audience_kept_members_newest_idx').on(
      t.audienceGroupId,
      t.registrationCreatedAt.desc(),
      t.registrationId.desc(),
      t.role,
      t.ticketTypeId,
      t.isAttended,
    ),
  ],
);
