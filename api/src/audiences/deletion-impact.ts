/**
 * What deleting a custom group or an invite list changes besides the group (issue #44), read with
 * the can-delete check so that the confirmation names it: the people in it (a custom group's
 * members as its card counts them, an invite list's invitees), its access group while access
 * control is on (deleted with it, and with it what it grants and revokes beyond its base: features
 * and days, and sessions), and the sessions it was added to. Every list of names is bounded.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { featureTree, flattenTree } from '@console/access-control-contract';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessGroups,
  accessSessionMappings,
} from '../access-control/schema';
import { eventStages } from '../access-control/setup';
import { countCustomGroupMembers } from '../audience-read/custom-group-counts';
import { keptInvitees } from '../invite-lists/invitee-counts';
import { audienceGroupSegments, segments } from '../sessions/schema';
import type { LoadedGroup } from './group-lookup';
import {
  DELETION_IMPACT_NAMES,
  type AccessGroupImpact,
  type AudienceGroupDeletionImpact,
  type ImpactNames,
} from '@console/people-contract';

const CHANGES = ['GRANT', 'REVOKED'] as const;

const names = (all: readonly string[]): ImpactNames => ({
  names: all.slice(0, DELETION_IMPACT_NAMES),
  total: all.length,
});

/** Session titles in the order of the schedule. */
const bySchedule = [asc(segments.startDateTime), asc(segments.id)];

/** The sessions the group was added to (Add to sessions). */
async function addedSessions(db: Db, audienceGroupId: number): Promise<string[]> {
  const rows = await db
    .select({ title: segments.title })
    .from(audienceGroupSegments)
    .innerJoin(segments, eq(segments.id, audienceGroupSegments.segmentId))
    .where(eq(audienceGroupSegments.audienceGroupId, audienceGroupId))
    .orderBy(...bySchedule);
  return rows.map((r) => r.title);
}

/** The sessions an access group grants or revokes. */
async function mappedSessions(
  db: Db,
  accessGroupId: number,
  status: (typeof CHANGES)[number],
): Promise<string[]> {
  const m = accessSessionMappings;
  const rows = await db
    .select({ title: segments.title })
    .from(m)
    .innerJoin(segments, eq(segments.id, m.segmentId))
    .where(and(eq(m.accessGroupId, accessGroupId), eq(m.grantStatus, status)))
    .orderBy(...bySchedule);
  return rows.map((r) => r.title);
}

/** The feature nodes' titles by key, for the event's tree (a stage's backstage named by its stage). */
async function featureTitles(db: Db, eventId: number): Promise<Map<string, string>> {
  const tree = featureTree(await eventStages(db, eventId));
  return new Map(
    flattenTree(tree).map(({ node }) => [
      node.key,
      node.stageName === null ? node.title : `Backstage of ${node.stageName}`,
    ]),
  );
}

async function accessGroupImpact(db: Db, group: LoadedGroup): Promise<AccessGroupImpact | null> {
  const [accessGroup] = await db
    .select({ id: accessGroups.id })
    .from(accessGroups)
    .where(eq(accessGroups.audienceGroupId, group.id));
  if (!accessGroup) return null;
  const [features, days, titles] = await Promise.all([
    db
      .select({ key: accessFeatureMappings.featureKey, status: accessFeatureMappings.grantStatus })
      .from(accessFeatureMappings)
      .where(
        and(
          eq(accessFeatureMappings.accessGroupId, accessGroup.id),
          inArray(accessFeatureMappings.grantStatus, [...CHANGES]),
        ),
      ),
    db
      .select({ date: accessDayMappings.dayAccessDate, status: accessDayMappings.grantStatus })
      .from(accessDayMappings)
      .where(
        and(
          eq(accessDayMappings.accessGroupId, accessGroup.id),
          inArray(accessDayMappings.grantStatus, [...CHANGES]),
        ),
      )
      .orderBy(asc(accessDayMappings.dayAccessDate)),
    featureTitles(db, group.eventId),
  ]);
  const order = [...titles.keys()];
  const featuresOf = (status: (typeof CHANGES)[number]) => [
    ...features
      .filter((f) => f.status === status)
      .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
      .map((f) => titles.get(f.key) ?? f.key),
    ...days.filter((d) => d.status === status).map((d) => `Day ${d.date}`),
  ];
  const [sessionGrants, sessionRevokes] = await Promise.all([
    mappedSessions(db, accessGroup.id, 'GRANT'),
    mappedSessions(db, accessGroup.id, 'REVOKED'),
  ]);
  return {
    name: group.name,
    grants: names(featuresOf('GRANT')),
    revokes: names(featuresOf('REVOKED')),
    sessionGrants: names(sessionGrants),
    sessionRevokes: names(sessionRevokes),
  };
}

/** A custom group's members (as its card and list count them) or an invite list's invitees. */
export const membersOf = (db: Db, group: LoadedGroup): Promise<number> =>
  group.type === 'INVITE_ONLY'
    ? keptInvitees(db, group.id)
    : countCustomGroupMembers(db, group.eventId, group.id, group.custom).then((m) => m.count);

export async function deletionImpact(
  db: Db,
  group: LoadedGroup,
): Promise<AudienceGroupDeletionImpact> {
  const [members, accessGroup, sessions] = await Promise.all([
    membersOf(db, group),
    accessGroupImpact(db, group),
    addedSessions(db, group.id),
  ]);
  return { members, accessGroup, sessions: names(sessions) };
}
