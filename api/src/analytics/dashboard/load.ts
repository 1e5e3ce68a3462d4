/**
 * The data of one embed token's dashboard: the claims' event, dashboard, variant, drill-down
 * filter and booth-owner limit, read from the aggregates only (reads.ts).
 */
import { eq } from 'drizzle-orm';
import type { DashboardData, EmbedClaims } from '@console/analytics-contract';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { eventStages } from '../../access-control/setup';
import { notFound } from '../../http/errors';
import { DRILL_DOWN_FILTER } from '../embed-rules';
import { reportRefreshes } from '../schema';
import { DASHBOARDS } from './definitions';
import { asLegacyTables } from './legacy';
import {
  readBoothNames,
  readDaily,
  readRegistrationCounts,
  readTopPoints,
  type RegistrationCounts,
} from './reads';
import { LEADERBOARD_TOP } from './summary-dashboards';

const NO_COUNTS: RegistrationCounts = { registered: 0, attended: 0, byStatus: [] };

export async function loadDashboardData(db: Db, claims: EmbedClaims): Promise<DashboardData> {
  const [event] = await db
    .select({ name: events.name, tz: events.tz, refreshedAt: reportRefreshes.refreshedAt })
    .from(events)
    .leftJoin(reportRefreshes, eq(reportRefreshes.eventId, events.id))
    .where(eq(events.id, claims.eventId));
  if (!event) throw notFound('Event');
  const definition = DASHBOARDS[claims.dashboard];
  const place = definition.byPlace ? (claims.filters[DRILL_DOWN_FILTER] ?? '') : undefined;
  const boothNames = claims.boothOwner
    ? await readBoothNames(db, claims.eventId, claims.boothIds)
    : undefined;
  const [rows, counts, top, stages] = await Promise.all([
    readDaily(db, {
      eventId: claims.eventId,
      timeZone: event.tz,
      kinds: definition.kinds,
      place,
      boothNames,
    }),
    definition.counts ? readRegistrationCounts(db, claims.eventId) : NO_COUNTS,
    definition.topPoints ? readTopPoints(db, claims.eventId, LEADERBOARD_TOP) : [],
    definition.stages ? eventStages(db, claims.eventId) : [],
  ]);
  const panels = definition.panels({ rows, counts, top, stages });
  return {
    dashboard: claims.dashboard,
    variant: claims.variant,
    title: place ? `${definition.title}: ${place}` : definition.title,
    eventName: event.name,
    timeZone: event.tz,
    lastUpdatedAt: event.refreshedAt?.toISOString() ?? null,
    panels: claims.variant === 'legacy' ? asLegacyTables(panels, event.tz) : panels,
  };
}
