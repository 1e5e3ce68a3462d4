/**
 * Access control demo data (spec people §3, §4). On every demo event but webinars and series:
 * the access groups, each base group's feature rows from its role's defaults (organizers,
 * speakers and moderators everything; attendees and sponsors all but the backstage), and base
 * session access (staff every session, attendees and sponsors the virtual ones). On the main
 * virtual event also: derived groups with grants and revokes ('VIP Pass' private rooms and
 * in-person sessions, 'Student' no recordings nor leaderboard, no access on the last day and no
 * workshops, 'VIP guests' the backstage), and settings with EXPO off and no one-on-one meeting
 * interval, so forced-inactive features show. The hybrid event has settings of its own too (ROOM
 * off, no chat channel, 15-minute meetings); the others keep the defaults. Set-based: one
 * statement per kind of row.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  defaultBaseStatus,
  featureTree,
  flattenTree,
  ZONES,
  type GrantStatus,
} from '@console/access-control-contract';
import {
  ensureAccessGroups,
  listAccessGroups,
  type AccessGroupRow,
} from '../access-control/groups';
import { eventDays } from '../access-control/event-days';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessSessionMappings,
  eventAccessSettings,
} from '../access-control/schema';
import { eventStages } from '../access-control/setup';
import type { Db } from '../db/client';
import type { events } from '../db/schema';
import { segments } from '../sessions/schema';

type EventRow = typeof events.$inferSelect;

const STAFF = ['ORGANIZER', 'SPEAKER', 'MODERATOR'];

/** Base rows from the role defaults, and base session access, on one event. */
async function seedBaseAccess(tx: Db, event: EventRow): Promise<AccessGroupRow[]> {
  await ensureAccessGroups(tx, event);
  const groups = await listAccessGroups(tx, event.id);
  const bases = groups.filter((g) => g.isBaseGroup);
  const nodes = flattenTree(featureTree(await eventStages(tx, event.id)));
  if (bases.length > 0)
    await tx
      .insert(accessFeatureMappings)
      .values(
        bases.flatMap((group) =>
          nodes.map(({ node }) => ({
            accessGroupId: group.id,
            featureKey: node.key,
            grantStatus: defaultBaseStatus(group.role, node),
          })),
        ),
      )
      .onConflictDoNothing();
  for (const group of bases) {
    const staff = group.role !== null && STAFF.includes(group.role);
    await tx.execute(sql`
      insert into ${accessSessionMappings} (access_group_id, segment_id, grant_status)
      select ${group.id}::int, ${segments.id}, 'GRANT' from ${segments}
      where ${segments.eventId} = ${event.id} and (${staff} or ${segments.format} = 'VIRTUAL')
      on conflict do nothing`);
  }
  return groups;
}

/** A derived group's own rows: grants (grant section) and revokes (revoked section). */
async function override(
  tx: Db,
  group: AccessGroupRow | undefined,
  rows: Record<string, GrantStatus>,
) {
  if (!group) return;
  await tx
    .insert(accessFeatureMappings)
    .values(
      Object.entries(rows).map(([featureKey, grantStatus]) => ({
        accessGroupId: group.id,
        featureKey,
        grantStatus,
      })),
    )
    .onConflictDoNothing();
}

async function seedMainEventAccess(tx: Db, main: EventRow, groups: AccessGroupRow[]) {
  const named = (name: string) => groups.find((g) => !g.isBaseGroup && g.name === name);
  const vipPass = named('VIP Pass');
  const student = named('Student');
  await override(tx, vipPass, {
    'ROOM.ACCESS_PVT_ROOMS': 'GRANT',
    'ROOM.SHOW_RESERVED_ROOMS_ONLY': 'REVOKED',
  });
  await override(tx, student, { RECORDING: 'REVOKED', LEADERBOARD: 'REVOKED' });
  await override(tx, named('VIP guests'), {
    BACKSTAGE: 'GRANT',
    'BACKSTAGE.ALLOW_ALL_STAGES': 'GRANT',
  });
  const s = segments;
  if (vipPass)
    await tx.execute(sql`
      insert into ${accessSessionMappings} (access_group_id, segment_id, grant_status)
      select ${vipPass.id}::int, ${s.id}, 'GRANT' from ${s}
      where ${s.eventId} = ${main.id} and ${s.format} = 'IN_PERSON'
      on conflict do nothing`);
  if (student) {
    await tx.execute(sql`
      insert into ${accessSessionMappings} (access_group_id, segment_id, grant_status)
      select ${student.id}::int, ${s.id}, 'REVOKED' from ${s}
      where ${s.eventId} = ${main.id} and ${s.format} = 'VIRTUAL' and 'Workshop' = any(${s.tags})
      on conflict do nothing`);
    const lastDay = eventDays(main).at(-1);
    if (lastDay)
      await tx
        .update(accessDayMappings)
        .set({ grantStatus: 'NO_GRANT' })
        .where(
          and(
            eq(accessDayMappings.accessGroupId, student.id),
            eq(accessDayMappings.dayAccessDate, lastDay),
          ),
        );
  }
  await tx.insert(eventAccessSettings).values({
    eventId: main.id,
    activeZones: ZONES.filter((zone) => zone !== 'EXPO'),
    hasChatChannel: true,
    hasPeopleChannel: true,
    oneOnOneIntervalMinutes: null,
    boothZoneActive: true,
  });
}

/** The hybrid event's venue: rooms are in person (ROOM off), no chat channel, 15-minute meetings. */
async function seedHybridSettings(tx: Db, event: EventRow) {
  await tx.insert(eventAccessSettings).values({
    eventId: event.id,
    activeZones: ZONES.filter((zone) => zone !== 'ROOM'),
    hasChatChannel: false,
    hasPeopleChannel: true,
    oneOnOneIntervalMinutes: 15,
    boothZoneActive: true,
  });
}

/** Seeds access control on the main event and the other demo events (webinars and series skipped). */
export async function seedAccessControl(
  tx: Db,
  main: EventRow,
  others: readonly EventRow[],
): Promise<void> {
  for (const event of [main, ...others]) {
    if (event.type === 'WEBINAR' || event.type === 'SERIES') continue;
    const groups = await seedBaseAccess(tx, event);
    if (event.id === main.id) await seedMainEventAccess(tx, main, groups);
    else if (event.eventFormat === 'HYBRID') await seedHybridSettings(tx, event);
  }
}
