/**
 * The leaderboard (spec §3 "Leaderboard row"), read from leaderboard_points (refreshed with the
 * aggregates, rank dense by points) joined to registrations: a page by rank through the
 * (event, rank, registration) index, its total from the kept leaderboard_counts, and
 * the whole board in keyset chunks of the same index for the CSV. The row's accountId is the
 * registration id; currentUser marks the registrant with the viewer's email.
 */
import type { LeaderboardPage } from '@console/analytics-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { fullName, REPORT_CHUNK_ROWS } from './report-sources-format';
import { leaderboardCounts, leaderboardPoints } from './schema';

const lp = leaderboardPoints;

const rowFields = {
  registrationId: lp.registrationId,
  rank: lp.rank,
  points: lp.points,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
};

export interface LeaderboardEntry {
  registrationId: number;
  rank: number;
  points: number;
  fullName: string;
  email: string;
}

const toEntry = (row: {
  registrationId: number;
  rank: number;
  points: number;
  firstName: string;
  lastName: string;
  email: string;
}): LeaderboardEntry => ({
  registrationId: row.registrationId,
  rank: row.rank,
  points: row.points,
  fullName: fullName(row.firstName, row.lastName),
  email: row.email,
});

export async function leaderboardPage(
  db: Db,
  eventId: number,
  viewerEmail: string,
  page: { limit: number; offset: number },
): Promise<LeaderboardPage> {
  const [rows, totals] = await Promise.all([
    db
      .select(rowFields)
      .from(lp)
      .innerJoin(registrations, eq(registrations.id, lp.registrationId))
      .where(eq(lp.eventId, eventId))
      .orderBy(asc(lp.rank), asc(lp.registrationId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: leaderboardCounts.entries })
      .from(leaderboardCounts)
      .where(eq(leaderboardCounts.eventId, eventId)),
  ]);
  const viewer = viewerEmail.toLowerCase();
  return {
    rows: rows.map(toEntry).map((entry) => ({
      accountId: entry.registrationId,
      fullName: entry.fullName,
      points: entry.points,
      rank: entry.rank,
      currentUser: entry.email.toLowerCase() === viewer,
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** The whole board by rank, in keyset chunks (rank, registration id). */
export async function* leaderboardChunks(
  db: Db,
  eventId: number,
): AsyncGenerator<LeaderboardEntry[]> {
  let last: { rank: number; registrationId: number } | undefined;
  for (;;) {
    const rows = await db
      .select(rowFields)
      .from(lp)
      .innerJoin(registrations, eq(registrations.id, lp.registrationId))
      .where(
        and(
          eq(lp.eventId, eventId),
          last
            ? sql`(${lp.rank}, ${lp.registrationId}) > (${last.rank}::int, ${last.registrationId}::int)`
            : undefined,
        ),
      )
      .orderBy(asc(lp.rank), asc(lp.registrationId))
      .limit(REPORT_CHUNK_ROWS);
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    last = rows[rows.length - 1];
    if (rows.length < REPORT_CHUNK_ROWS) return;
  }
}
