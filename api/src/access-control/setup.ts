/**
 * What the resolver needs, read for a few access groups of one event (the ones asked about and
 * their bases): their feature, day and session rows and the sessions their audience groups were
 * added to, the event's settings and stages, its days and (when asked) its sessions. Each read is
 * bounded by the groups' own rows or the event's sessions.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_EVENT_ACCESS_SETTINGS,
  featureTree,
  type AccessSetup,
  type EventAccessSettings,
  type GrantStatus,
  type ResolverGroup,
  type ResolverSession,
} from '@console/access-control-contract';
import type { SegmentFormat } from '@console/people-contract';
import { queryRows, type Db } from '../db/client';
import { audienceGroupSegments, segments } from '../sessions/schema';
import { eventDays } from './event-days';
import type { AccessEvent, AccessGroupRow } from './groups';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessSessionMappings,
  eventAccessSettings,
} from './schema';

export interface SetupEvent extends AccessEvent {
  enableLeaderboard: boolean;
}

export async function loadEventSettings(db: Db, event: SetupEvent): Promise<EventAccessSettings> {
  const t = eventAccessSettings;
  const [row] = await db
    .select({
      activeZones: t.activeZones,
      hasChatChannel: t.hasChatChannel,
      hasPeopleChannel: t.hasPeopleChannel,
      oneOnOneIntervalMinutes: t.oneOnOneIntervalMinutes,
      boothZoneActive: t.boothZoneActive,
    })
    .from(t)
    .where(eq(t.eventId, event.id))
    .limit(1);
  return { ...DEFAULT_EVENT_ACCESS_SETTINGS, ...row, leaderboardEnabled: event.enableLeaderboard };
}

/** The event's stages (from its sessions), by name: each has a backstage sub-feature. */
export async function eventStages(db: Db, eventId: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct ${segments.stageName} as name from ${segments} where ${segments.eventId} = ${eventId} order by 1`,
  );
  return rows.map((row) => row.name);
}

export interface EventSession extends ResolverSession {
  endDateTime: string;
  stageName: string;
  tags: string[];
  format: SegmentFormat;
}

/** Every session of the event by start, with its day in the event's time zone. */
export async function eventSessions(db: Db, event: AccessEvent): Promise<EventSession[]> {
  const s = segments;
  const rows = await db
    .select({
      segmentId: s.id,
      title: s.title,
      startDateTime: s.startDateTime,
      endDateTime: s.endDateTime,
      stageName: s.stageName,
      tags: s.tags,
      format: s.format,
      day: sql<string>`to_char(${s.startDateTime} at time zone ${event.tz}::text, 'YYYY-MM-DD')`,
    })
    .from(s)
    .where(eq(s.eventId, event.id))
    .orderBy(asc(s.startDateTime), asc(s.id));
  return rows.map((row) => ({
    ...row,
    startDateTime: row.startDateTime.toISOString(),
    endDateTime: row.endDateTime.toISOString(),
  }));
}

function grouped<K, V>(rows: readonly { groupId: number; key: K; value: V }[]) {
  const out = new Map<number, Map<K, V>>();
  for (const row of rows) {
    const map = out.get(row.groupId) ?? new Map<K, V>();
    map.set(row.key, row.value);
    out.set(row.groupId, map);
  }
  return out;
}

/** The groups as the resolver reads them, with their rows. */
export async function loadResolverGroups(
  db: Db,
  groups: readonly AccessGroupRow[],
): Promise<ResolverGroup[]> {
  const ids = groups.map((group) => group.id);
  const audienceIds = groups.flatMap((group) =>
    group.audienceGroupId ? [group.audienceGroupId] : [],
  );
  if (ids.length === 0) return [];
  const f = accessFeatureMappings;
  const d = accessDayMappings;
  const m = accessSessionMappings;
  const link = audienceGroupSegments;
  const [features, days, sessions, added] = await Promise.all([
    db
      .select({ groupId: f.accessGroupId, key: f.featureKey, value: f.grantStatus })
      .from(f)
      .where(inArray(f.accessGroupId, ids)),
    db
      .select({ groupId: d.accessGroupId, key: d.dayAccessDate, value: d.grantStatus })
      .from(d)
      .where(inArray(d.accessGroupId, ids)),
    db
      .select({ groupId: m.accessGroupId, key: m.segmentId, value: m.grantStatus })
      .from(m)
      .where(inArray(m.accessGroupId, ids)),
    audienceIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ audienceGroupId: link.audienceGroupId, segmentId: link.segmentId })
          .from(link)
          .where(inArray(link.audienceGroupId, audienceIds)),
  ]);
  const byFeature = grouped<string, GrantStatus>(features);
  const byDay = grouped<string, GrantStatus>(days);
  const bySession = grouped<number, GrantStatus>(sessions);
  return groups.map((group) => ({
    groupId: group.id,
    groupName: group.name,
    isBaseGroup: group.isBaseGroup,
    baseAccessGroupId: group.baseAccessGroupId,
    role: group.role,
    features: byFeature.get(group.id) ?? new Map(),
    days: byDay.get(group.id) ?? new Map(),
    sessions: bySession.get(group.id) ?? new Map(),
    addedSessions: new Set(
      added.filter((row) => row.audienceGroupId === group.audienceGroupId).map((r) => r.segmentId),
    ),
  }));
}

/**
 * The resolver's input for `groups` of the event and their bases (found in `all`, the event's
 * groups), with the sessions given (none unless the answer needs them).
 */
export async function loadSetup(
  db: Db,
  event: SetupEvent,
  groups: readonly AccessGroupRow[],
  all: readonly AccessGroupRow[],
  sessions: readonly ResolverSession[] = [],
): Promise<AccessSetup> {
  const wanted = new Map(groups.map((group) => [group.id, group]));
  for (const group of groups) {
    const base = all.find((candidate) => candidate.id === group.baseAccessGroupId);
    if (base) wanted.set(base.id, base);
  }
  const [settings, stages, resolverGroups] = await Promise.all([
    loadEventSettings(db, event),
    eventStages(db, event.id),
    loadResolverGroups(db, [...wanted.values()]),
  ]);
  return {
    tree: featureTree(stages),
    settings,
    groups: resolverGroups,
    days: eventDays(event),
    sessions,
  };
}
