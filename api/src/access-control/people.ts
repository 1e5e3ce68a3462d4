/**
 * The people the explainer answers for (REGISTERED registrations: spec people §3, the audience):
 * a search by name or email (the audience list's trigram-indexed LIKE on search_text, newest
 * first, at most PEOPLE_SEARCH_LIMIT), one registration of the event, and the access groups one
 * is in: their role's base group, their ticket's and flow's groups, and each custom group with
 * access control on whose membership (member rows or live filter) selects them.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EventRole, EventType } from '@console/shared/contract';
import type { PersonSearchResult } from '@console/access-control-contract';
import {
  customMembersWhere,
  isMemberRows,
  loadCustomGroups,
  type MembershipRead,
} from '../custom-groups/memberships';
import { queryRows, type Db } from '../db/client';
import { likeContains } from '../db/query-helpers';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { audienceGroupMembers, registrations } from '../db/schema';
import { notFound } from '../http/errors';
import type { AccessGroupRow } from './groups';

export const PEOPLE_SEARCH_LIMIT = 20;

const r = registrations;
const personColumns = {
  registrationId: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  role: r.role,
  flowId: r.flowId,
  ticketTypeId: r.ticketTypeId,
};
export type Person = Awaited<ReturnType<typeof loadPerson>>;

export async function searchPeople(
  db: Db,
  eventId: number,
  q: string | undefined,
): Promise<PersonSearchResult> {
  const search = q?.trim().toLowerCase();
  const people = await db
    .select({
      registrationId: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
    })
    .from(r)
    .where(
      and(
        eq(r.eventId, eventId),
        eq(r.status, 'REGISTERED'),
        search ? likeContains(r.searchText, search) : undefined,
      ),
    )
    .orderBy(...REGISTRATIONS_NEWEST_FIRST)
    .limit(PEOPLE_SEARCH_LIMIT);
  return { people };
}

/** One REGISTERED registration of the event, or 404 (another event's, or not registered). */
export async function loadPerson(db: Db, eventId: number, registrationId: number) {
  const [row] = await db
    .select(personColumns)
    .from(r)
    .where(and(eq(r.id, registrationId), eq(r.eventId, eventId), eq(r.status, 'REGISTERED')))
    .limit(1);
  if (!row) throw notFound('Registration');
  return row;
}

/** The user's REGISTERED registration on the event, by email in any case. */
export async function findPersonByEmail(db: Db, eventId: number, email: string) {
  const [row] = await db
    .select(personColumns)
    .from(r)
    .where(
      and(
        eq(r.eventId, eventId),
        sql`lower(${r.email}) = lower(${email})`,
        eq(r.status, 'REGISTERED'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A custom access group's membership, as a condition on registrations spelled for `read`. */
export interface CustomGroupCondition {
  groupId: number;
  where: SQL;
  /**
   * The two parts `where` joins: `byId`, a condition on the audience_group_members rows that place
   * a registrant by id (the group's member rows, or a live group's manually added ones), and
   * `filter`, a live group's saved filter on registrations (null for member rows, or a live group
   * without one).
   */
  byId: SQL;
  filter: SQL | null;
}

/** The conditions of the custom access groups of `customs` (in their order) with a membership. */
export async function customGroupConditions(
  db: Db,
  event: { id: number; type: EventType },
  customs: readonly AccessGroupRow[],
  read: MembershipRead,
): Promise<CustomGroupCondition[]> {
  const audienceIds = customs.flatMap((g) => (g.audienceGroupId ? [g.audienceGroupId] : []));
  if (audienceIds.length === 0) return [];
  const memberships = new Map(
    (await loadCustomGroups(db, event, audienceIds)).map((m) => [m.id, m]),
  );
  return customs.flatMap((g) => {
    const m = g.audienceGroupId ? memberships.get(g.audienceGroupId) : undefined;
    if (!m) return [];
    const where = sql`coalesce((${customMembersWhere(m.id, m, read)}), false)`;
    const byGroup = eq(audienceGroupMembers.groupId, m.id);
    return isMemberRows(m)
      ? [{ groupId: g.id, where, byId: byGroup, filter: null }]
      : [
          {
            groupId: g.id,
            where,
            byId: sql`(${byGroup} and ${audienceGroupMembers.addedManually})`,
            filter: m.filter,
          },
        ];
  });
}

/** The custom groups (of `customs`) whose membership selects the registration, in one query. */
async function customMemberships(
  db: Db,
  event: { id: number; type: EventType },
  registrationId: number,
  customs: readonly AccessGroupRow[],
): Promise<number[]> {
  const conditions = await customGroupConditions(db, event, customs, 'ids');
  if (conditions.length === 0) return [];
  const [row] = await queryRows<{ hits: boolean[] }>(
    db,
    sql`select array[${sql.join(
      conditions.map((c) => c.where),
      sql`, `,
    )}]::boolean[] as hits from ${r} where ${r.id} = ${registrationId}`,
  );
  return conditions.filter((_, i) => row?.hits[i] === true).map((c) => c.groupId);
}

/** What places a registrant in the groups that are not custom: their role, ticket and flow. */
export interface FixedMembership {
  role: EventRole;
  ticketTypeId: number | null;
  flowId: number | null;
}

/** The base, ticket and flow groups (of the event's listed `groups`) of a membership: base first. */
export function fixedGroupIds(
  groups: readonly AccessGroupRow[],
  person: FixedMembership,
): number[] {
  const keyed = (type: AccessGroupRow['groupType'], key: number | null) =>
    key === null ? [] : groups.filter((g) => g.groupType === type && g.groupKey === String(key));
  return [
    ...groups.filter((g) => g.isBaseGroup && g.role === person.role),
    ...keyed('TICKET', person.ticketTypeId),
    ...keyed('FLOW', person.flowId),
  ].map((g) => g.id);
}

/** The person's access groups (of the event's listed groups): their base group first. */
export async function memberGroupIds(
  db: Db,
  event: { id: number; type: EventType },
  person: Person,
  groups: readonly AccessGroupRow[],
): Promise<number[]> {
  const customs = groups.filter((g) => g.groupType === 'CUSTOM');
  return [
    ...fixedGroupIds(groups, person),
    ...(await customMemberships(db, event, person.registrationId, customs)),
  ];
}
