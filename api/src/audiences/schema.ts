/**
 * Where an audience group is used elsewhere in the event (flows, tickets, coupons, custom access
 * groups, custom communications, landing-page masking) or was already sent communications:
 * any row refuses the group's deletion (spec people §5).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AudienceGroupUsageKind } from '@console/people-contract';
import { audienceGroups } from '../db/schema';

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
