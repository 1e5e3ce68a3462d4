/**
 * The invitees of one list in SQL: the page (20 newest first), its total, the CSV export and
 * the look-up by email. Every query starts from the list's range of an invitees index: the
 * (list, status, id) index for a status filter, (list, id) for the newest first, the trigram
 * index on "first last email" for a search, (list, lower(email)) for an email.
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countWhere, likeContains } from '../db/query-helpers';
import { keptInvitees } from './invitee-counts';
import { invitees } from './schema';
import {
  INVITATION_STATUSES,
  PEOPLE_LIMITS,
  type InvitationStatus,
  type Invitee,
} from '@console/people-contract';

export type InviteeRow = typeof invitees.$inferSelect;

export interface InviteeFilter {
  search?: string | undefined;
  statuses?: readonly InvitationStatus[] | undefined;
}

/** WHERE of the page, its total and the CSV: the list, then the status filter and the search. */
export function inviteeWhere(audienceGroupId: number, filter: InviteeFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(invitees.audienceGroupId, audienceGroupId)];
  const statuses = [...new Set(filter.statuses ?? [])];
  // Every status chosen filters nothing: leave it out so the plan stays the list's range.
  if (statuses.length > 0 && statuses.length < INVITATION_STATUSES.length)
    conditions.push(inArray(invitees.invitationStatus, statuses));
  const search = filter.search?.trim();
  if (search) conditions.push(likeContains(invitees.searchText, search.toLowerCase()));
  return and(...conditions) ?? sql`false`;
}

export function toWireInvitee(row: InviteeRow): Invitee {
  return {
    id: row.id,
    audienceGroupId: row.audienceGroupId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    company: row.company,
    country: row.country,
    invitationStatus: row.invitationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One page, newest first (ids grow with insertion, so id order is creation order), and its
 * total: counted with a search, else the list's kept counts of the chosen statuses.
 */
export async function inviteesPage(
  db: Db,
  audienceGroupId: number,
  filter: InviteeFilter,
  offset: number,
): Promise<{ invitees: Invitee[]; total: number }> {
  const where = inviteeWhere(audienceGroupId, filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(invitees)
      .where(where)
      .orderBy(desc(invitees.id))
      .limit(PEOPLE_LIMITS.inviteListPageSize)
      .offset(offset),
    filter.search?.trim()
      ? countWhere(db, invitees, where)
      : keptInvitees(db, audienceGroupId, filter.statuses),
  ]);
  return { invitees: rows.map(toWireInvitee), total };
}

const CSV_CHUNK = 1000;

/** Every matching invitee, newest first, a keyset chunk per query (no long transaction). */
export async function* allInvitees(db: Db, where: SQL): AsyncGenerator<InviteeRow[]> {
  let before: number | null = null;
  for (;;) {
    const chunk: InviteeRow[] = await db
      .select()
      .from(invitees)
      .where(before === null ? where : and(where, lt(invitees.id, before)))
      .orderBy(desc(invitees.id))
      .limit(CSV_CHUNK);
    if (chunk.length > 0) yield chunk;
    if (chunk.length < CSV_CHUNK) return;
    before = chunk[chunk.length - 1]?.id ?? null;
  }
}

/** The list's invitee with that email (case-insensitive: the list's unique index). */
export async function findInviteeByEmail(
  db: Db,
  audienceGroupId: number,
  email: string,
): Promise<InviteeRow | null> {
  const [row] = await db
    .select()
    .from(invitees)
    .where(
      and(
        eq(invitees.audienceGroupId, audienceGroupId),
        sql`lower(${invitees.email}) = lower(${email.trim()}::text)`,
      ),
    );
  return row ?? null;
}

export async function findInvitee(
  db: Db,
  audienceGroupId: number,
  inviteeId: number,
): Promise<InviteeRow | null> {
  const [row] = await db
    .select()
    .from(invitees)
    .where(and(eq(invitees.id, inviteeId), eq(invitees.audienceGroupId, audienceGroupId)));
  return row ?? null;
}
