/**
 * The venue and engagement settings' writes in the activity log (issue #46, area SETTINGS): a
 * section's settings changed (target the section; each zone as `zone.<ZONE>` on or off, the
 * channels, the one-on-one interval, the booth zone, the leaderboard; changed values only, an
 * edit that changes nothing records nothing), and a stage renamed (target the stage by its name).
 */
import {
  VENUE_SECTION_TITLES,
  VENUE_ZONES,
  type VenueSection,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, type LoggedValues } from '../activity-log/values';

export interface SettingsWrite {
  eventId: number;
  actor: ActivityActor;
  section: VenueSection;
}

export interface StoredAccessSettings {
  activeZones: readonly string[];
  hasChatChannel: boolean;
  hasPeopleChannel: boolean;
  oneOnOneIntervalMinutes: number | null;
  boothZoneActive: boolean;
}

export const accessSettingsValues = (row: StoredAccessSettings): LoggedValues => ({
  ...Object.fromEntries(
    VENUE_ZONES.map((zone) => [`zone.${zone}`, row.activeZones.includes(zone)]),
  ),
  hasChatChannel: row.hasChatChannel,
  hasPeopleChannel: row.hasPeopleChannel,
  oneOnOneIntervalMinutes: row.oneOnOneIntervalMinutes,
  boothZoneActive: row.boothZoneActive,
});

export async function recordSettingsChanged(
  tx: Db,
  write: SettingsWrite,
  before: LoggedValues,
  after: LoggedValues,
): Promise<void> {
  const change = changedValues(before, after);
  if (!hasChanges(change)) return;
  const label = VENUE_SECTION_TITLES[write.section];
  await recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'SETTINGS',
    action: 'venue-settings.changed',
    target: { type: 'venue-settings', id: write.section, label },
    summary: `Changed the ${label} settings`,
    ...change,
  });
}

export function recordStageRenamed(
  tx: Db,
  write: Omit<SettingsWrite, 'section'>,
  rename: { name: string; newName: string; sessions: number },
): Promise<void> {
  return recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'SETTINGS',
    action: 'stage.renamed',
    target: { type: 'stage', id: rename.newName, label: rename.newName },
    summary: `Renamed stage '${rename.name}' to '${rename.newName}'`,
    before: { name: rename.name },
    after: { name: rename.newName, sessions: rename.sessions },
  });
}
