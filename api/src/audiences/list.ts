/**
 * The audience list of one event, whatever the number of registrants: the system groups' counts
 * from audience_counts (kept by triggers on registrations, migration 0013), one read of the
 * groups, and the custom groups' kept counts (audience-read/custom-group-counts.ts: a stale one is counted now on a
 * small event, answered as updating on a big one).
 * Only completed registrations (status REGISTERED) are audience. Role groups are those of the
 * event's roles: a webinar lists no Sponsors group (spec people §1).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { rolesForEventType, type EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import { countCustomGroups, type CustomGroupCount } from '../audience-read/custom-group-counts';
import { audienceGroups } from '../db/schema';
import { listInviteLists } from '../invite-lists/lists';
import { toAudienceGroup } from './group-lookup';
import { audienceCounts } from './schema';
import type { FreshnessOptions } from '../audience-read/freshness';
import { type AudienceGroup, type AudienceListResponse } from '@console/people-contract';

type GroupRow = typeof audienceGroups.$inferSelect;

interface Counts {
  role: Map<string, number>;
  flow: Map<string, number>;
  flowTicket: Map<string, number>;
  ticket: Map<string, number>;
  joined: Map<string, number>;
}

/** The system groups' counts: GROUPING SETS over the event's kept audience counts (a few rows). */
async function countRegistrants(db: Db, eventId: number): Promise<Counts> {
  const c = audienceCounts;
  // grouping() bit order: role, flow, ticket, attended (1 = column not grouped in this set).
  const rows = await db
    .select({
      set: sql<number>`grouping(${c.role}, ${c.flowId}, ${c.ticketTypeId}, ${c.isAttended})`.mapWith(
        Number,
      ),
      role: c.role,
      flowId: c.flowId,
      ticketTypeId: c.ticketTypeId,
      isAttended: c.isAttended,
      n: sql<number>`sum(${c.registrants})`.mapWith(Number),
    })
    .from(c)
    .where(eq(c.eventId, eventId))
    .groupBy(
      sql`grouping sets ((${c.role}), (${c.flowId}), (${c.flowId}, ${c.ticketTypeId}), (${c.ticketTypeId}), (${c.isAttended}))`,
    );
  const counts: Counts = {
    role: new Map(),
    flow: new Map(),
    flowTicket: new Map(),
    ticket: new Map(),
    joined: new Map(),
  };
  for (const row of rows) {
    if (row.set === 0b0111) counts.role.set(row.role, row.n);
    else if (row.set === 0b1011) counts.flow.set(String(row.flowId), row.n);
    else if (row.set === 0b1001) counts.flowTicket.set(`${row.flowId}:${row.ticketTypeId}`, row.n);
    else if (row.set === 0b1101) counts.ticket.set(String(row.ticketTypeId), row.n);
    else if (row.set === 0b1110) counts.joined.set(String(row.isAttended), row.n);
  }
  return counts;
}

async function loadGroups(db: Db, eventId: number): Promise<GroupRow[]> {
  const g = audienceGroups;
  return db.select().from(g).where(eq(g.eventId, eventId)).orderBy(asc(g.id));
}

/** A custom group's card: its kept count, flagged while a newer one is being counted. */
function customGroup(g: GroupRow, kept: CustomGroupCount | undefined): AudienceGroup {
  const card = toAudienceGroup(g, kept?.count ?? 0);
  if (!kept?.isUpdating) return card;
  return { ...card, isCountUpdating: true, ...(kept.count === null && { isCountMissing: true }) };
}

export async function listAudienceGroups(
  db: Db,
  event: { id: number; type: EventType },
  options: FreshnessOptions = {},
): Promise<AudienceListResponse> {
  const [counts, groups, inviteLists, customCounts] = await Promise.all([
    countRegistrants(db, event.id),
    loadGroups(db, event.id),
    listInviteLists(db, event.id),
    countCustomGroups(db, event, options),
  ]);
  const eventRoles = rolesForEventType(event.type);
  const top = groups.filter((g) => g.parentGroupId === null);
  const childrenOf = (parentId: number) => groups.filter((g) => g.parentGroupId === parentId);
  const of = (type: GroupRow['type']) => top.filter((g) => g.type === type);
  const key = (g: GroupRow) => g.groupKey ?? '';

  const flowGroup = (g: GroupRow): AudienceGroup => {
    const subGroups = childrenOf(g.id)
      .map((s) => ({ row: s, n: counts.flowTicket.get(`${key(g)}:${key(s)}`) ?? 0 }))
      .filter(({ n }) => n > 0)
      .map(({ row, n }) => ({
        id: row.id,
        name: row.name,
        isActive: row.isActive,
        isCustomGroup: false,
        noOfAudiences: n,
      }));
    return toAudienceGroup(g, counts.flow.get(key(g)) ?? 0, subGroups);
  };

  return {
    roleBasedGroupList: of('ROLE')
      .flatMap((g) => {
        const role = eventRoles.find((r) => r === key(g));
        return role ? [{ ...toAudienceGroup(g, counts.role.get(role) ?? 0), role }] : [];
      })
      .filter((g) => g.noOfAudiences > 0),
    flowGroupList: of('FLOW').map(flowGroup),
    ticketBasedGroupList: of('TICKET').map((g) =>
      toAudienceGroup(g, counts.ticket.get(key(g)) ?? 0),
    ),
    joinedBasedGroupList: of('JOINED')
      .sort((a, b) => key(b).localeCompare(key(a)))
      .map((g) => toAudienceGroup(g, counts.joined.get(key(g)) ?? 0)),
    // A custom group's audience: its REGISTERED members, as its members endpoint lists them.
    customGroupList: of('CUSTOM').map((g) => customGroup(g, customCounts.get(g.id))),
    // An invite list's audience is its invitees, counted as the invite lists tab counts them.
    invitedGroupList: inviteLists,
  };
}
