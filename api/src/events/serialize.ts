/** Database rows to the contract's wire shapes. */
import type { Event, FeatureFlags } from '@console/shared/contract';
import { FEATURE_FLAGS } from '@console/shared/contract';
import type { EventRow } from './access';

export function toWireEvent(row: EventRow): Event {
  return {
    eventId: row.id,
    organizationId: row.organizationId,
    name: row.name,
    type: row.type,
    eventFormat: row.eventFormat,
    status: row.status,
    startDateTime: row.startDateTime.toISOString(),
    endDateTime: row.endDateTime.toISOString(),
    tz: row.tz,
    createdAt: row.createdAt.toISOString(),
    seriesParentEventId: row.seriesParentEventId,
    sideEventParentId: row.sideEventParentId,
    hubId: row.hubId,
    isFlex: row.isFlex,
    enableLeaderboard: row.enableLeaderboard,
  };
}

/** Every flag off, then the organization's rows, then the event's rows (which win). */
export function resolveFlags(
  rows: readonly { flag: string; enabled: boolean; eventId: number | null }[],
): FeatureFlags {
  const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<
    (typeof FEATURE_FLAGS)[number],
    boolean
  >;
  const known = new Set<string>(FEATURE_FLAGS);
  const ordered = [...rows].sort((a, b) => Number(a.eventId !== null) - Number(b.eventId !== null));
  for (const row of ordered)
    if (known.has(row.flag)) flags[row.flag as keyof typeof flags] = row.enabled;
  return flags;
}
