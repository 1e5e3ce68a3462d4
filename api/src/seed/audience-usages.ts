/**
 * Where the demo's custom groups and invite lists are used, so that the delete refusal can be
 * seen (spec people §5): "VIP guests" sells through a flow and a coupon, "Press" was already sent
 * an invitation. The other demo groups stay unused and can be deleted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { audienceGroupUsages } from '../audiences/schema';
import type { AudienceGroupUsageKind } from '@console/people-contract';

const USAGES: readonly { group: string; usedIn: AudienceGroupUsageKind; usedBy: string }[] = [
  { group: 'VIP guests', usedIn: 'FLOW', usedBy: 'VIP registration' },
  { group: 'VIP guests', usedIn: 'COUPON', usedBy: 'VIPFRIENDS' },
  { group: 'VIP guests', usedIn: 'CUSTOM_COMMUNICATION', usedBy: 'VIP lounge reminder' },
  { group: 'Press', usedIn: 'COMMUNICATION_SENT', usedBy: 'Press preview invitation' },
];

export async function seedAudienceUsages(tx: Db, eventId: number): Promise<void> {
  const groups = await tx
    .select({ id: audienceGroups.id, name: audienceGroups.name })
    .from(audienceGroups)
    .where(
      and(
        eq(audienceGroups.eventId, eventId),
        inArray(audienceGroups.type, ['CUSTOM', 'INVITE_ONLY']),
        inArray(
          audienceGroups.name,
          USAGES.map((u) => u.group),
        ),
      ),
    );
  const idOf = new Map(groups.map((g) => [g.name, g.id]));
  const rows = USAGES.flatMap((u) => {
    const audienceGroupId = idOf.get(u.group);
    return audienceGroupId === undefined
      ? []
      : [{ audienceGroupId, usedIn: u.usedIn, usedBy: u.usedBy }];
  });
  if (rows.length > 0) await tx.insert(audienceGroupUsages).values(rows).onConflictDoNothing();
}
