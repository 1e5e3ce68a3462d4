/**
 * The edits: each is one statement, with its activity log entry in the same transaction. Access
 * settings are upserted into event_access_settings (an event without a row starts from
 * DEFAULT_EVENT_ACCESS_SETTINGS, as access control reads it); a zone is switched inside the
 * stored array, so edits of different zones never undo each other. The leaderboard is the
 * event's own flag.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_EVENT_ACCESS_SETTINGS } from '@console/access-control-contract';
import { VENUE_ZONES, type VenueZone } from '@console/event-setup-contract';
import { eventAccessSettings } from '../access-control/schema';
import { wordArray } from '../access-control/sql-arrays';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import type { EventRow } from '../events/access';
import { notFound } from '../http/errors';
import { accessSettingsValues, recordSettingsChanged, type SettingsWrite } from './activity';

export interface AccessSettingsEdit {
  zones?: Partial<Record<VenueZone, boolean>>;
  hasChatChannel?: boolean;
  hasPeopleChannel?: boolean;
  /** Null: no one-on-one meetings. */
  oneOnOneIntervalMinutes?: number | null;
  boothZoneActive?: boolean;
}

type SettingsRow = typeof eventAccessSettings.$inferInsert;

export async function editAccessSettings(
  db: Db,
  write: SettingsWrite,
  edit: AccessSettingsEdit,
): Promise<void> {
  const { eventId } = write;
  const t = eventAccessSettings;
  const zones = Object.entries(edit.zones ?? {});
  const on = zones.flatMap(([zone, active]) => (active === true ? [zone] : []));
  const off = zones.flatMap(([zone, active]) => (active === false ? [zone] : []));
  const scalars = {
    ...(edit.hasChatChannel === undefined ? {} : { hasChatChannel: edit.hasChatChannel }),
    ...(edit.hasPeopleChannel === undefined ? {} : { hasPeopleChannel: edit.hasPeopleChannel }),
    ...(edit.oneOnOneIntervalMinutes === undefined
      ? {}
      : { oneOnOneIntervalMinutes: edit.oneOnOneIntervalMinutes }),
    ...(edit.boothZoneActive === undefined ? {} : { boothZoneActive: edit.boothZoneActive }),
  } satisfies Partial<SettingsRow>;
  const d = DEFAULT_EVENT_ACCESS_SETTINGS;
  const fresh: SettingsRow = {
    eventId,
    activeZones: VENUE_ZONES.filter(
      (zone) => (d.activeZones.includes(zone) || on.includes(zone)) && !off.includes(zone),
    ),
    hasChatChannel: d.hasChatChannel,
    hasPeopleChannel: d.hasPeopleChannel,
    oneOnOneIntervalMinutes: d.oneOnOneIntervalMinutes,
    boothZoneActive: d.boothZoneActive,
    ...scalars,
  };
  // The stored zones with these switched, in VENUE_ZONES order.
  const activeZones = sql`array(
    select u.zone from unnest(${wordArray(VENUE_ZONES)}) with ordinality as u(zone, n)
    where (u.zone = any(${t.activeZones}) or u.zone = any(${wordArray(on)}))
      and not u.zone = any(${wordArray(off)})
    order by u.n)`;
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(t).where(eq(t.eventId, eventId)).for('update');
    const [row] = await tx
      .insert(t)
      .values(fresh)
      .onConflictDoUpdate({
        target: t.eventId,
        set: { ...scalars, ...(zones.length > 0 ? { activeZones } : {}) },
      })
      .returning();
    if (!row) throw new Error('the settings were not saved');
    const before = accessSettingsValues(stored ?? d);
    await recordSettingsChanged(tx, write, before, accessSettingsValues(row));
  });
}

/** Turns the event's leaderboard on or off; answers the event as it is now. */
export async function setLeaderboard(
  db: Db,
  write: SettingsWrite,
  enabled: boolean,
): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ leaderboardEnabled: events.enableLeaderboard })
      .from(events)
      .where(eq(events.id, write.eventId))
      .for('no key update');
    const [event] = await tx
      .update(events)
      .set({ enableLeaderboard: enabled })
      .where(eq(events.id, write.eventId))
      .returning();
    if (!before || !event) throw notFound('Event');
    await recordSettingsChanged(tx, write, before, { leaderboardEnabled: event.enableLeaderboard });
    return event;
  });
}
