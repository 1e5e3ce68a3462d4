/**
 * The leaderboard (spec §3, §7): pages by rank from the refreshed leaderboard_points (dense
 * ranks, ties ordered by registration), the viewer's own row marked, bounded limits, the CSV
 * (Rank, Name, Points, formula-safe), and a clear 404 for an event without a leaderboard.
 */
import {
  ANALYTICS_API,
  LEADERBOARD_CSV_FILE,
  type LeaderboardPage,
} from '@console/analytics-contract';
import { ERROR_CODES } from '@console/shared/contract';
import { expect } from 'expect';
import { before, it } from 'node:test';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { refreshActivityAggregates } from './aggregates';
import { NO_LEADERBOARD_MESSAGE } from './downloads-routes';
import { csvRows, reportEvent } from './report-downloads-fixture';

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
});
