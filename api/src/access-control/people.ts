/**
 * The people the explainer answers for (REGISTERED registrations: spec people §3, the audience):
 * a search by name or email (the audience list's trigram-indexed LIKE on search_text, newest
 * first, at most PEOPLE_SEARCH_LIMIT), one registration of the event, and the access groups one
 * is in: their role's base group, their ticket's and flow's groups, and each custom group with
 * access control on whose membership (member rows or live filter) selects them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import type { PersonSearchResult } from '@console/access-control-contract';
import { customMembersWhere, loadCustomGroups } from '../custom-groups/memberships';
import { queryRows, type Db } from '../db/client';
import { likeContains } from '../db/query-helpers';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { registrations } from '../db/schema';
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

/** The custom groups (of `customs`) whose membership selects the registration, in one query. */
async function customMemberships(
  db: Db,
  event: { id: number; type: EventType },
  registrationId: number,
  customs: readonly AccessGroupRow[],
): Promise<number[]> {
  const audienceIds = customs.flatMap((g) => (g.audienceGroupId ? [g.audienceGroupId] : []));
  if (audienceIds.length === 0) return [];
  const memberships = await loadCustomGroups(db, event, audienceIds);
  if (memberships.length === 0) return [];
  const hits = memberships.map(
    (m) => sql`coalesce((${customMembersWhere(m.id, m, 'ids')}), false)`,
  );
  const [row] = await queryRows<{ hits: boolean[] }>(
    db,
    sql`select array[${sql.join(hits, sql`, `)}]::boolean[] as hits from ${r} where ${r.id} = ${registrationId}`,
  );
  const selected = new Set(memberships.filter((_, i) => row?.hits[i] === true).map((m) => m.id));
  return customs
    .filter((g) => g.audienceGroupId && selected.has(g.audienceGroupId))
    .map((g) => g.id);
}

/** The person's access groups (of the event's listed groups): their base group first. */
export async function memberGroupIds(
  db: Db,
  event: { id: number; type: EventType },
  person: Person,
  groups: readonly AccessGroupRow[],
): Promise<number[]> {
  const keyed = (type: AccessGroupRow['groupType'], key: number | null) =>
    key === null ? [] : groups.filter((g) => g.groupType === type && g.groupKey === String(key));
  const base = groups.filter((g) => g.isBaseGroup && g.role === person.role);
  const customs = groups.filter((g) => g.groupType === 'CUSTOM');
  return [
    ...base.map((g) => g.id),
    ...keyed('TICKET', person.ticketTypeId).map((g) => g.id),
    ...keyed('FLOW', person.flowId).map((g) => g.id),
    ...(await customMemberships(db, event, person.registrationId, customs)),
  ];
}
