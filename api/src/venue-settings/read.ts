/**
 * The venue and engagement settings, read as access control reads them (loadEventSettings: the
 * event's event_access_settings row, or the defaults when it has none, and its leaderboard flag),
 * with the stages of its sessions; and the Expo page's settings and booths.
 */
import { asc, count, eq } from 'drizzle-orm';
import {
  VENUE_LIMITS,
  VENUE_ZONES,
  type ExpoSettings,
  type VenueSettings,
  type VenueStage,
} from '@console/event-setup-contract';
import { loadEventSettings } from '../access-control/setup';
import type { Db } from '../db/client';
import { booths } from '../db/schema';
import type { EventRow } from '../events/access';
import { segments } from '../sessions/schema';

/** The stages of the event's sessions by name, with how many sessions each (one grouped read). */
export async function listStages(db: Db, eventId: number): Promise<VenueStage[]> {
  const s = segments;
  return db
    .select({ name: s.stageName, sessionCount: count() })
    .from(s)
    .where(eq(s.eventId, eventId))
    .groupBy(s.stageName)
    .orderBy(asc(s.stageName));
}

export async function readVenueSettings(db: Db, event: EventRow): Promise<VenueSettings> {
  const [settings, stages] = await Promise.all([
    loadEventSettings(db, event),
    listStages(db, event.id),
  ]);
  return {
    ...settings,
    activeZones: VENUE_ZONES.filter((zone) => settings.activeZones.includes(zone)),
    stages,
  };
}

export async function readExpoSettings(db: Db, event: EventRow): Promise<ExpoSettings> {
  const b = booths;
  const [settings, list, [total]] = await Promise.all([
    loadEventSettings(db, event),
    db
      .select({ boothId: b.id, name: b.name })
      .from(b)
      .where(eq(b.eventId, event.id))
      .orderBy(asc(b.name), asc(b.id))
      .limit(VENUE_LIMITS.boothListMax),
    db.select({ total: count() }).from(b).where(eq(b.eventId, event.id)),
  ]);
  return {
    expoActive: settings.activeZones.includes('EXPO'),
    boothZoneActive: settings.boothZoneActive,
    booths: list,
    boothTotal: total?.total ?? 0,
  };
}
