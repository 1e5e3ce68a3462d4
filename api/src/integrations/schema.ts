/**
 * Tables of the integrations feature (spec §2.2, §3, §4.3): the organization's integrations with
 * their CRM connection, each event's use of one (status, config values, sync state), the deals
 * synced from the CRM for the revenue dashboard with the pipeline stages they are in, and
 * flex-event portals.
 */
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import type { Integration, Portal } from '@console/shared/contract';
import type { DealOutcome } from '@console/analytics-contract';
import { events, organizations } from '../db/schema';

export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    integrationType: text('integration_type').notNull(),
    solutionStatus: text('solution_status').$type<Integration['solutionStatus']>().notNull(),
    /** `[{externalId, value}]`, the wire's configValue.configValues. */
    configValues: jsonb('config_values')
      .$type<{ externalId: string; value: string }[]>()
      .notNull()
      .default([]),
    revenueDashboardDataSyncAt: timestamp('revenue_dashboard_data_sync_at', { withTimezone: true }),
    revenueDashboardLastSyncObject: jsonb('revenue_dashboard_last_sync_object').$type<{
      value: string;
    }>(),
  },
  (t) => [index('integrations_event_idx').on(t.eventId)],
);

export const portals = pgTable(
  'portals',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    portalType: text('portal_type').$type<Portal['portalType']>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [index('portals_event_idx').on(t.eventId)],
);

/** An organization's integration: on or off, and how to reach its CRM (the token never leaves the API). */
export const organizationIntegrations = pgTable(
  'organization_integrations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    integrationType: text('integration_type').notNull(),
    status: text('status').$type<Integration['solutionStatus']>().notNull(),
    baseUrl: text('base_url'),
    apiToken: text('api_token'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('organization_integrations_org_type_unique').on(t.organizationId, t.integrationType),
  ],
);

/** Deals synced from the CRM for one event (upserted by external id on every sync). */
export const crmDeals = pgTable(
  'crm_deals',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    stage: text('stage').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    ticketType: text('ticket_type').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('crm_deals_event_external_unique').on(t.eventId, t.externalId),
    index('crm_deals_event_stage_idx').on(t.eventId, t.stage),
  ],
);

/**
 * The CRM's deal pipeline stages as the event's last sync read them (replaced by every completed
 * sync, with its deals): the label a stage shows and whether its deals are won, open or lost.
 */
export const crmDealStages = pgTable(
  'crm_deal_stages',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    label: text('label').notNull(),
    outcome: text('outcome').$type<DealOutcome>().notNull(),
    /** The stage's place: pipelines in the CRM's order, then their stages in theirs. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.stageId] })],
);
