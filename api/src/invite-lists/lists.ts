/**
 * Invite lists are the event's top-level audience groups of type INVITE_ONLY; their size is their
 * invitees, as kept in invitee_counts.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { notFound } from '../http/errors';
import { toAudienceGroup } from '../audiences/group-lookup';
import { keptInvitees, keptInviteesOf } from './invitee-counts';
import type { AudienceGroup, InviteList } from '@console/people-contract';

export type InviteListRow = typeof audienceGroups.$inferSelect;

const isInviteListOf = (eventId: number) =>
  and(
    eq(audienceGroups.eventId, eventId),
    eq(audienceGroups.type, 'INVITE_ONLY'),
    isNull(audienceGroups.parentGroupId),
  );

// Written out: Drizzle renders a column of the outer table unqualified inside a sub-select.
const inviteeCount = keptInviteesOf(sql.raw('audience_groups.id'));

/** The event's invite list of that id, or null (unknown, another event's, another kind). */
export async function findInviteList(
  db: Db,
  eventId: number,
  audienceGroupId: number,
): Promise<InviteListRow | null> {
  const [row] = await db
    .select()
    .from(audienceGroups)
    .where(and(eq(audienceGroups.id, audienceGroupId), isInviteListOf(eventId)));
  return row ?? null;
}

export async function requireInviteList(
  db: Db,
  eventId: number,
  audienceGroupId: number,
): Promise<InviteListRow> {
  const row = await findInviteList(db, eventId, audienceGroupId);
  if (!row) throw notFound('Invite list');
  return row;
}

/** The invite lists tab: each list as an audience group whose audiences are its invitees. */
export async function listInviteLists(db: Db, eventId: number): Promise<AudienceGroup[]> {
  const rows = await db
    .select({ group: audienceGroups, invitees: inviteeCount.mapWith(Number) })
    .from(audienceGroups)
    .where(isInviteListOf(eventId))
    .orderBy(asc(audienceGroups.id));
  return rows.map(({ group, invitees }) => toAudienceGroup(group, invitees));
}

/** One list's header (the invite list page's title and All guests count). */
export async function inviteListHeader(db: Db, list: InviteListRow): Promise<InviteList> {
  return {
    audienceGroupId: list.id,
    name: list.name,
    description: list.description,
    noOfInvitees: await keptInvitees(db, list.id),
  };
}
