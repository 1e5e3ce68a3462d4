/**
 * An event's feature flags (spec §6): every flag off, then its organization's rows, then the
 * event's own rows, which win. The shell reads them all from the event context; an API route
 * that depends on one flag asks for that one.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@console/shared/contract';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';
import type { EventRow } from './access';

export function resolveFlags(
  rows: readonly { flag: string; enabled: boolean; eventId: number | null }[],
): FeatureFlags {
  const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<
    FeatureFlag,
    boolean
  >;
  const known = new Set<string>(FEATURE_FLAGS);
  const ordered = [...rows].sort((a, b) => Number(a.eventId !== null) - Number(b.eventId !== null));
  for (const row of ordered) if (known.has(row.flag)) flags[row.flag as FeatureFlag] = row.enabled;
  return flags;
}

/** The event's flags; with `only`, that flag alone is read (the others answer off). */
export async function eventFlags(
  db: Db,
  event: Pick<EventRow, 'id' | 'organizationId'>,
  only?: FeatureFlag,
): Promise<FeatureFlags> {
  const rows = await db
    .select({
      flag: featureFlags.flag,
      enabled: featureFlags.enabled,
      eventId: featureFlags.eventId,
    })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.organizationId, event.organizationId),
        only ? eq(featureFlags.flag, only) : undefined,
        or(isNull(featureFlags.eventId), eq(featureFlags.eventId, event.id)),
      ),
    );
  return resolveFlags(rows);
}
