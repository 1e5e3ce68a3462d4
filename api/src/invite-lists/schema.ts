/**
 * Invite lists (audience groups of type INVITE_ONLY): their invitees, the CSV files uploaded for
 * import (kept server side and referenced by a file URL), the rows an import refused, and the
 * invitation emails an organizer may send to new invitees (spec people §3, §4).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '@console/people-contract';
import { audienceGroups, events, registrations, ticketTypes, users } from '../db/schema';
import { jobs } from '../jobs/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const invitees = pgTable(
  'invitees',
  {
    id: serial('id').primaryKey(),
    audienceGroupId: integer('audience_group_id')
      .notNull()
      .references(() => audienceGroups.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull().default(''),
    company: text('company').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    country: text('country').notNull().default(''),
    invitationStatus: text('invitation_status')
      .$type<InvitationStatus>()
      .notNull()
      .default('AWAITING_RESPONSE'),
    /** The ticket the invitee is offered, when the import named one (it holds one of its seats). */
    ticketTypeId: integer('ticket_type_id').references(() => ticketTypes.id, {
      onDelete: 'set null',
    }),
    /**
     * The invitee's completed registration: set exactly when the invitee is REGISTERED (a check),
     * cleared with the status when that registration is deleted or no longer completed (migration
     * 0021's triggers). So a list's kept REGISTERED invitees are its audience.
     */
    registrationId: integer('registration_id').references(() => registrations.id, {
      onDelete: 'set null',
    }),
    /**
     * The linked registration's created_at, copied by triggers (migration 0025): with it a list's
     * audience is walked newest first along the invitees, not along the event's registrants.
     */
    registrationCreatedAt: timestamp('registration_created_at', { withTimezone: true }),
    /** The import job that added the invitee; null when added by hand. */
    importJobId: integer('import_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invitee per email per list: a re-import adds nobody twice.
    uniqueIndex('invitees_group_email_uq').on(t.audienceGroupId, sql`lower(${t.email})`),
    // The invite list page: one list, a status filter, newest first.
    index('invitees_group_status_idx').on(t.audienceGroupId, t.invitationStatus, t.id),
    // The invite list page without a status filter (or with two of three): one list, newest first.
    index('invitees_group_id_idx').on(t.audienceGroupId, t.id),
    // Registering marks the invitee of every list of the event with that email.
    index('invitees_event_email_idx').on(t.eventId, sql`lower(${t.email})`),
    index('invitees_ticket_status_idx').on(t.ticketTypeId, t.invitationStatus),
    index('invitees_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A list's audience walked newest first probes each registrant here; a deleted registration
    // finds the invitees to unlink.
    index('invitees_registration_idx')
      .on(t.registrationId, t.audienceGroupId)
      .where(sql`${t.registrationId} is not null`),
    // A list's audience page without a search: its registered invitees newest first, as the
    // audience list orders registrants (audience-read/query.ts).
    index('invitees_group_registered_newest_idx')
      .on(t.audienceGroupId, t.registrationCreatedAt.desc(), t.registrationId.desc())
      .where(sql`${t.registrationId} is not null`),
    check(
      'invitees_registered_linked_ck',
      sql`(${t.invitationStatus} = 'REGISTERED') = (${t.registrationId} is not null)`,
    ),
    check(
      'invitees_registration_created_ck',
      sql`(${t.registrationId} is null) = (${t.registrationCreatedAt} is null)`,
    ),
  ],
);

/**
 * Per invite list and invitation status, its invitees: kept by statement triggers on invitees
 * (migration 0016), so a list's size and the invitees page's total without a search are a few rows
 * read, not the list's index range counted on every read (a cost that grows with the list). No
 * foreign key on purpose, as approval_tab_counts: a deleted list's rows stay at zero.
 */
export const inviteeCounts = pgTable(
  'invitee_counts',
  {
    audienceGroupId: integer('audience_group_id').notNull(),
    invitationStatus: text('invitation_status').$type<InvitationStatus>().notNull(),
    invitees: integer('invitees').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.audienceGroupId, t.invitationStatus] })],
);

/**
 * A CSV uploaded for an import; `token` makes its file URL, which the import payload carries.
 * Deleted after the retention (retention.ts), and with the invite list its imports filled (a
 * trigger, migration 0030). An event's uploads are capped: their sum is read from the index
 * (event_id, size_bytes), not from the files (decision 0032).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes')
      .notNull()
      .generatedAlwaysAs(sql`octet_length(content)`),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_event_size_idx').on(t.eventId, t.sizeBytes)],
);

/** A row an import refused, with its reason: the job's log (logUrl) lists them. */
export const inviteImportFailures = pgTable(
  'invite_import_failures',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The row's line in the file, the header being line 1. */
    rowNumber: integer('row_number').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [uniqueIndex('invite_import_failures_job_row_uq').on(t.jobId, t.rowNumber)],
);

/**
 * An import whose failed-rows log was deleted after the retention (retention.ts): the rows it
 * refused are still counted in its status, and the status says the log is gone.
 */
export const inviteImportLogPurges = pgTable('invite_import_log_purges', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  refusedRows: integer('refused_rows').notNull(),
  purgedAt: timestamp('purged_at', { withTimezone: true }).notNull(),
});

/** The invitation emails of an event that can be sent to new invitees. */
export const inviteCommunications = pgTable(
  'invite_communications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('invite_communications_event_idx').on(t.eventId)],
);
