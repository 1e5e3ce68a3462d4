/**
 * The API's one database schema (PostgreSQL dialect), shared by PGlite and node-postgres.
 * Enum-like columns are text typed with the contract's unions, so the wire types and the rows agree.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EventFormat,
  EventRole,
  EventStatus,
  EventType,
  FeatureFlag,
  Permission,
  RegistrationStatus,
} from '@console/shared/contract';
import {
  type AudienceGroupType,
  type FilterFieldType,
  type PredefinedValue,
} from '@console/people-contract';
import type { ApprovalStatus as ApprovalTab } from '@console/approvals-contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Approval labels Waitlisted / Approved / Denied instead of Pending / Approved / Rejected. */
  alternativeApprovalLabels: boolean('alternative_approval_labels').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** `scrypt$<salt b64>$<hash b64>`, see auth/password.ts. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    type: text('type').$type<EventType>().notNull(),
    eventFormat: text('event_format').$type<EventFormat>().notNull(),
    status: text('status').$type<EventStatus>().notNull(),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
    tz: text('tz').notNull(),
    seriesParentEventId: integer('series_parent_event_id'),
    sideEventParentId: integer('side_event_parent_id'),
    isFlex: boolean('is_flex').notNull().default(false),
    enableLeaderboard: boolean('enable_leaderboard').notNull().default(false),
    hubId: integer('hub_id'),
    /** Attendee capacity shown on the approvals page (active/capacity); null: no capacity. */
    registrationsCapacity: integer('registrations_capacity'),
    /**
     * Registrations need approval. Whether the approval and rejection emails go out is their
     * switch in event_emails (api/src/communication).
     */
    approvalsEnabled: boolean('approvals_enabled').notNull().default(false),
    /** Calendar invites block the event day by day: saving a custom group then asks first. */
    isDayWiseBlock: boolean('is_day_wise_block').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('events_organization_idx').on(t.organizationId)],
);

export const eventRoles = pgTable(
  'event_roles',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<EventRole>().notNull(),
    permissions: text('permissions')
      .array()
      .$type<Permission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('event_roles_event_user_uq').on(t.eventId, t.userId),
    index('event_roles_user_idx').on(t.userId),
  ],
);

export const booths = pgTable(
  'booths',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
  },
  (t) => [index('booths_event_owner_idx').on(t.eventId, t.ownerUserId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    /** Idle expiry: slides on use (SESSION_TTL_MS); the absolute limit counts from createdAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the user sees in their list of sessions, to recognise a device. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);

export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null: the organization's default; set: an override for one event. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    flag: text('flag').$type<FeatureFlag>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    unique('feature_flags_scope_uq').on(t.organizationId, t.eventId, t.flag).nullsNotDistinct(),
  ],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null: unlimited. */
    quantity: integer('quantity'),
    /** isPaid = priceCents > 0. */
    priceCents: integer('price_cents').notNull().default(0),
    /** Null: on sale from creation (the ticketing list's NOT_STARTED before it). */
    salesStartAt: timestamp('sales_start_at', { withTimezone: true }),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true }),
  },
  (t) => [index('ticket_types_event_idx').on(t.eventId)],
);

export const registrationFlows = pgTable(
  'registration_flows',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('registration_flows_event_idx').on(t.eventId)],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => registrationFlows.id),
    ticketTypeId: integer('ticket_type_id').references(() => ticketTypes.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** What the search box matches: "first last email", lower-cased, so a search is one indexed LIKE. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`),
    role: text('role').$type<EventRole>().notNull(),
    /**
     * PENDING / APPROVED (approved, registration not completed) / REJECTED, and REGISTERED: approved
     * and completed (the contract's APPROVED + isRegistrationCompleted).
     */
    status: text('status').$type<RegistrationStatus>().notNull(),
    /**
     * The approvals tab the row is listed under: REGISTERED folds into APPROVED. One stored value
     * per tab lets a btree return a tab newest first; `status in (APPROVED, REGISTERED)` cannot,
     * so PostgreSQL sorted every approved row for each page, far over a page's goal
     * (docs/performance.md).
     */
    approvalTab: text('approval_tab')
      .$type<ApprovalTab>()
      .notNull()
      .generatedAlwaysAs(sql`case when status = 'REGISTERED' then 'APPROVED' else status end`),
    isAttended: boolean('is_attended').notNull().default(false),
    /** The registration's flow context (the approval request's public id). */
    flowContextId: text('flow_context_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    /** `Record<label, CustomFieldValue>` (contract approvals.ts). */
    customField: jsonb('custom_field')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isTransactionInProgress: boolean('is_transaction_in_progress').notNull().default(false),
    /**
     * The request's attendees: the sum of its registration_tickets counts, 1 without tickets.
     * Kept by a statement trigger on registration_tickets (migration 0013), so the counts summary
     * and the capacity check add kept numbers instead of a ticket subquery per request.
     */
    attendeeCount: integer('attendee_count').notNull().default(1),
    /**
     * The distinct ticket types of its registration_tickets lines, ascending, kept by the same
     * trigger as attendeeCount (migration 0019). The approvals' ticket filter reads it on the row
     * and the kept tab counts group by it, so a filtered total is a sum, not a semi-join per row.
     */
    requestedTicketTypeIds: integer('requested_ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    statusUpdatedBy: integer('status_updated_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One status newest first: the audience list's walk and the reports. The trailing columns are
    // the system groups' and the list's filters, so that the walk of a group finds a deep page's
    // ids in the index alone (migration 0024).
    index('registrations_event_status_created_idx').on(
      t.eventId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
      t.isTransactionInProgress,
      t.role,
      t.flowId,
      t.ticketTypeId,
      t.isAttended,
    ),
    // The approvals list and its counts: one tab newest first; status and the in-progress flag
    // make the total and selectableTotal index-only.
    index('registrations_event_tab_created_idx').on(
      t.eventId,
      t.approvalTab,
      t.createdAt.desc(),
      t.id.desc(),
      t.status,
      t.isTransactionInProgress,
    ),
    // The same with a flow filter (one flow: an ordered walk of that flow's rows only).
    index('registrations_event_tab_flow_created_idx').on(
      t.eventId,
      t.approvalTab,
      t.flowId,
      t.createdAt.desc(),
      t.id.desc(),
      t.status,
      t.isTransactionInProgress,
    ),
    // Covers the audience counts (one scan of the event's registrants, index-only where possible).
    index('registrations_event_counts_idx').on(
      t.eventId,
      t.status,
      t.role,
      t.flowId,
      t.ticketTypeId,
      t.isAttended,
    ),
    // A role group's audience list and a report of one role, newest first: an ordered walk of
    // that role's rows. Walking the status index instead reads every other role's rows too, so a
    // small role's deep page or report passes the whole event's rows before it.
    index('registrations_event_status_role_created_idx').on(
      t.eventId,
      t.status,
      t.role,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Emails match in any case: a registrant's as typed, an invitee's or a new one's as typed.
    index('registrations_event_email_idx').on(t.eventId, sql`lower(${t.email})`),
    // Substring search ("%ame%") without a scan: pg_trgm, which PGlite bundles (migration 0003).
    index('registrations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Custom group filters on form answers: equality and any-of compile to containment (@>).
    index('registrations_custom_field_idx').using('gin', t.customField.op('jsonb_path_ops')),
  ],
);

export const audienceGroups = pgTable(
  'audience_groups',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').$type<AudienceGroupType>().notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set on sub-groups, e.g. the ticket types sold through a flow group. */
    parentGroupId: integer('parent_group_id'),
    /** What a system group groups by: role name, flow id, ticket type id, 'true'/'false' for joined. */
    groupKey: text('group_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audience_groups_event_type_idx').on(t.eventId, t.type),
    uniqueIndex('audience_groups_system_key_uq')
      .on(t.eventId, t.type, sql`coalesce(${t.parentGroupId}, 0)`, t.groupKey)
      .where(sql`${t.groupKey} is not null`),
  ],
);

export const audienceGroupMembers = pgTable(
  'audience_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** Chosen by registration id (the 'Manually added' tag), not selected by the group's filter. */
    addedManually: boolean('added_manually').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.registrationId] }),
    index('audience_group_members_registration_idx').on(t.registrationId),
    // A group's manual members, counted and read without its other member rows (a big static
    // group may have none added by id).
    index('audience_group_members_manual_idx')
      .on(t.groupId, t.registrationId)
      .where(sql`${t.addedManually}`),
  ],
);

/**
 * The event's registration-form fields: what a custom group's filter may test beyond the
 * registration's own columns. Answers live in registrations.custom_field under `fieldName`.
 */
export const registrationFormFields = pgTable(
  'registration_form_fields',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** As the organizer wrote it; may contain markup, which the console shows as text. */
    label: text('label').notNull(),
    /** The key of the answer in registrations.custom_field. */
    fieldName: text('field_name').notNull(),
    type: text('type').$type<FilterFieldType>().notNull(),
    subType: text('sub_type').$type<'SINGLE_SELECT'>(),
    predefinedValues: jsonb('predefined_values')
      .$type<PredefinedValue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    /** Every flow the field belongs to (registration-form/schema.ts) needs an answer to it. */
    required: boolean('required').notNull().default(false),
  },
  (t) => [unique('registration_form_fields_event_name_uq').on(t.eventId, t.fieldName)],
);
