/**
 * The leaderboard (spec §3, §7): pages by rank from the refreshed leaderboard_points (dense
 * ranks, ties ordered by registration), the viewer's own row marked, bounded limits, the CSV
 * (Rank, Name, Points, formula-safe), a clear 404 for an event without a leaderboard, and the
 * board's size kept exact by migration 0018's triggers through every write.
 */
import {
  ANALYTICS_API,
  LEADERBOARD_CSV_FILE,
  type LeaderboardPage,
} from '@console/analytics-contract';
import { ERROR_CODES } from '@console/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { before, it } from 'node:test';
import { queryRows } from '../db/client';
import { events, registrations } from '../db/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { refreshActivityAggregates } from './aggregates';
import { NO_LEADERBOARD_MESSAGE } from './downloads-routes';
import { csvRows, reportEvent } from './report-downloads-fixture';
import { leaderboardPoints } from './schema';

describeApi('leaderboard', buildFixture, (s) => {
  let owner: TestSession;
  let eventId = 0;
  const page = async (query = '', session = owner) => {
    const response = await get(
      s.app,
      `/api${ANALYTICS_API.leaderboard(eventId)}?${query}`,
      session,
    );
    expect(response.statusCode).toBe(200);
    return response.json() as LeaderboardPage;
  };

  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const board = await reportEvent(s.db, s.fx, { name: 'Board', enableLeaderboard: true });
    eventId = board.event.id;
    // 25 players: p1..p25 with 10 * n points, then the owner (as a registrant) tied with p25,
    // and a registrant without points (not on the board).
    const players = await board.add(
      ...Array.from({ length: 25 }, (_, i) => ({
        firstName: `P${i + 1}`,
        lastName: 'Player',
        email: `p${i + 1}@test.dev`,
      })),
      { firstName: '=cmd()', lastName: 'Owner', email: FIXTURE_USERS.owner.toUpperCase() },
      { firstName: 'No', lastName: 'Points', email: 'none@test.dev' },
    );
    const points = (index: number, quantity: number) => ({
      registrationId: players[index]?.id ?? null,
      kind: 'POINTS' as const,
      place: 'Quiz',
      occurredAt: new Date('2030-01-01T10:00:00Z'),
      quantity,
    });
    await board.facts(
      ...Array.from({ length: 25 }, (_, i) => points(i, 10 * (i + 1))),
      points(25, 200),
      points(25, 50),
    );
    await refreshActivityAggregates(s.db, eventId);
  });

  it('pages by rank, 20 by default, with the total', async () => {
    const first = await page();
    expect(first.total).toBe(26);
    expect(first.rows).toHaveLength(20);
    expect(first.rows.slice(0, 3).map((r) => [r.rank, r.fullName, r.points])).toEqual([
      [1, 'P25 Player', 250],
      [1, '=cmd() Owner', 250],
      [2, 'P24 Player', 240],
    ]);
    const rest = await page('limit=20&offset=20');
    expect(rest.rows.map((r) => [r.rank, r.points])).toEqual([
      [20, 60],
      [21, 50],
      [22, 40],
      [23, 30],
      [24, 20],
      [25, 10],
    ]);
    const ranks = [...first.rows, ...rest.rows].map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('marks the viewer’s own row (their email, any case) and uses the registration as account id', async () => {
    const { rows } = await page('limit=2');
    expect(rows.map((r) => r.currentUser)).toEqual([false, true]);
    expect(rows[1]?.accountId).toEqual(expect.any(Number));
    expect(rows[0]?.accountId).not.toBe(rows[1]?.accountId);
  });

  it('accepts limits from 1 to 100 and a non-negative offset, else 400 naming the field', async () => {
    expect((await page('limit=1')).rows).toHaveLength(1);
    expect((await page('limit=100')).rows).toHaveLength(26);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
    ]) {
      const response = await get(
        s.app,
        `/api${ANALYTICS_API.leaderboard(eventId)}?${query}`,
        owner,
      );
      expect({ query, status: response.statusCode, body: response.json() }).toMatchObject({
        status: 400,
        body: { code: ERROR_CODES.invalidInput, field },
      });
    }
  });

  it('downloads the whole board as CSV by rank, formula-safe', async () => {
    const rows = await csvRows(
      s.app,
      `/api${ANALYTICS_API.leaderboardCsv(eventId)}`,
      owner,
      LEADERBOARD_CSV_FILE,
    );
    expect(rows.slice(0, 4)).toEqual([
      ['Rank', 'Name', 'Points'],
      ['1', 'P25 Player', '250'],
      ['1', "'=cmd() Owner", '250'],
      ['2', 'P24 Player', '240'],
    ]);
    expect(rows).toHaveLength(27);
  });

  it('answers 404 with a clear message for an event without a leaderboard', async () => {
    for (const url of [
      ANALYTICS_API.leaderboard(s.fx.main.id),
      ANALYTICS_API.leaderboardCsv(s.fx.main.id),
    ]) {
      const response = await get(s.app, `/api${url}`, owner);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: ERROR_CODES.notFound,
        message: NO_LEADERBOARD_MESSAGE,
      });
    }
  });

  it('keeps the board’s size exact through refreshes, rank changes and deletions', async () => {
    const counted = () =>
      queryRows<{ event_id: number; n: number }>(
        s.db,
        sql`select event_id, count(*)::int as n from leaderboard_points group by 1 order by 1`,
      );
    const kept = () =>
      queryRows<{ event_id: number; n: number }>(
        s.db,
        sql`select event_id, entries as n from leaderboard_counts where entries <> 0 order by 1`,
      );
    const expectKeptExact = async () => expect(await kept()).toEqual(await counted());
    const other = await reportEvent(s.db, s.fx, { name: 'Board 2', enableLeaderboard: true });
    const [a, b, c] = await other.add(
      { firstName: 'A', lastName: 'Player', email: 'a@board2.dev' },
      { firstName: 'B', lastName: 'Player', email: 'b@board2.dev' },
      { firstName: 'C', lastName: 'Player', email: 'c@board2.dev' },
    );
    const points = (registrationId: number | undefined, quantity: number) => ({
      registrationId: registrationId ?? null,
      kind: 'POINTS' as const,
      place: 'Quiz',
      occurredAt: new Date('2030-01-01T10:00:00Z'),
      quantity,
    });
    await other.facts(points(a?.id, 5), points(b?.id, 7));
    await refreshActivityAggregates(s.db, other.event.id);
    await expectKeptExact();
    // A later refresh deletes the event's entries and inserts them again, one more player.
    await other.facts(points(c?.id, 9));
    await refreshActivityAggregates(s.db, other.event.id);
    await expectKeptExact();
    expect((await page()).total).toBe(26);
    // Ranks that change move no count.
    await s.db
      .update(leaderboardPoints)
      .set({ rank: sql`${leaderboardPoints.rank} + 1` })
      .where(eq(leaderboardPoints.eventId, other.event.id));
    await expectKeptExact();
    // A registrant deleted (a rejected flex request) takes their entry along by cascade.
    await s.db.delete(registrations).where(eq(registrations.id, c?.id ?? 0));
    await expectKeptExact();
    const otherPage = await get(s.app, `/api${ANALYTICS_API.leaderboard(other.event.id)}`, owner);
    expect((otherPage.json() as LeaderboardPage).total).toBe(2);
    await s.db.delete(events).where(eq(events.id, other.event.id));
    await expectKeptExact();
  });
});
