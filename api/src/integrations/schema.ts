/** Tables of the integrations feature: CRM integrations and flex-event portals (spec §2.2, §3, §4.3). */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Integration, Portal } from '@console/shared/contract';
import { events } from '../db/schema';

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
