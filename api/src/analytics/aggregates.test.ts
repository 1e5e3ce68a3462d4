import { it } from 'node:test';
import { expect } from 'expect';
import { asc, eq, sql } from 'drizzle-orm';
import { createFeatureJobRegistry } from '../app';
import { queryRows } from '../db/client';
import { buildFixture } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import { refreshActivityAggregates } from './aggregates';
import { REFRESH_EVERY_MS, staleEventIds } from './refresh-chore';
import { activityDaily, leaderboardPoints, reportRefreshes } from './schema';
import { analyticsEvent, insertFacts } from './test-support';

describeApi('analytics aggregates', buildFixture, (s) => {
  const dailyOf = (eventId: number) =>
    s.db
      .select()
      .from(activityDaily)
      .where(eq(activityDaily.eventId, eventId))
      .orderBy(asc(activityDaily.kind), asc(activityDaily.place), asc(activityDaily.day));

  it('counts facts, distinct people and quantity per kind, place and day of the event time zone', async () => {
    const {
      event,
      registrationIds: [a, b],
    } = await analyticsEvent(s.db, s.fx, {
      tz: 'America/New_York',
    });
    if (!a || !b) throw new Error('registrants missing');
    await insertFacts(s.db, event.id, [
      // 03:00 UTC on Jan 2 is still Jan 1 in New York.
      {
        registrationId: a,
        kind: 'STAGE_VIEW',
        place: 'Main',
        at: '2030-01-02T03:00:00Z',
        quantity: 30,
      },
      {
        registrationId: a,
        kind: 'STAGE_VIEW',
        place: 'Main',
        at: '2030-01-01T15:00:00Z',
        quantity: 10,
      },
      {
        registrationId: b,
        kind: 'STAGE_VIEW',
        place: 'Main',
        at: '2030-01-01T16:00:00Z',
        quantity: 5,
      },
      {
        registrationId: b,
        kind: 'STAGE_VIEW',
        place: 'Main',
        at: '2030-01-02T15:00:00Z',
        quantity: 7,
      },
      {
        registrationId: null,
        kind: 'STAGE_VIEW',
        place: 'Main',
        at: '2030-01-02T16:00:00Z',
        quantity: 2,
      },
      { registrationId: a, kind: 'MEETING', at: '2030-01-02T15:00:00Z' },
    ]);
    await refreshActivityAggregates(s.db, event.id);
    const rows = (await dailyOf(event.id)).map(({ kind, place, day, facts, people, quantity }) => ({
      kind,
      place,
      day,
      facts,
      people,
      quantity,
    }));
    expect(rows).toEqual([
      { kind: 'MEETING', place: '', day: '2030-01-02', facts: 1, people: 1, quantity: 1 },
      { kind: 'STAGE_VIEW', place: 'Main', day: '2030-01-01', facts: 3, people: 2, quantity: 45 },
      { kind: 'STAGE_VIEW', place: 'Main', day: '2030-01-02', facts: 2, people: 1, quantity: 9 },
    ]);
  });

  it("leaves the caller's time zone as it was when it runs inside the caller's transaction", async () => {
    const { event } = await analyticsEvent(s.db, s.fx, { tz: 'America/New_York' });
    const zone = await s.db.transaction(async (tx) => {
      await tx.execute(sql`set local TimeZone = 'Asia/Tokyo'`);
      await refreshActivityAggregates(tx, event.id);
      const [row] = await queryRows<{ zone: string }>(
        tx,
        sql`select current_setting('TimeZone') as zone`,
      );
      return row?.zone;
    });
    expect(zone).toBe('Asia/Tokyo');
  });

  it('ranks the leaderboard densely by points, rebuilds on each refresh and records when', async () => {
    const {
      event,
      registrationIds: [a, b, c, d],
    } = await analyticsEvent(s.db, s.fx);
    if (!a || !b || !c || !d) throw new Error('registrants missing');
    const points = (registrationId: number, quantity: number) => ({
      registrationId,
      kind: 'POINTS' as const,
      place: 'Quiz',
      at: '2030-01-01T10:00:00Z',
      quantity,
    });
    await insertFacts(s.db, event.id, [points(c, 10), points(a, 10), points(a, 20), points(b, 30)]);
    await insertFacts(s.db, event.id, [
      { registrationId: d, kind: 'STAGE_VIEW', at: '2030-01-01T10:00:00Z' },
    ]);
    const before = Date.now();
    await refreshActivityAggregates(s.db, event.id);
    const board = await s.db
      .select({
        registrationId: leaderboardPoints.registrationId,
        points: leaderboardPoints.points,
        rank: leaderboardPoints.rank,
      })
      .from(leaderboardPoints)
      .where(eq(leaderboardPoints.eventId, event.id))
      .orderBy(asc(leaderboardPoints.rank), asc(leaderboardPoints.registrationId));
    expect(board).toEqual([
      { registrationId: a, points: 30, rank: 1 },
      { registrationId: b, points: 30, rank: 1 },
      { registrationId: c, points: 10, rank: 2 },
    ]);
    const [refresh] = await s.db
      .select()
      .from(reportRefreshes)
      .where(eq(reportRefreshes.eventId, event.id));
    expect(refresh?.refreshedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await insertFacts(s.db, event.id, [points(c, 25)]);
    await refreshActivityAggregates(s.db, event.id);
    const again = await s.db
      .select({ registrationId: leaderboardPoints.registrationId, rank: leaderboardPoints.rank })
      .from(leaderboardPoints)
      .where(eq(leaderboardPoints.eventId, event.id))
      .orderBy(asc(leaderboardPoints.rank), asc(leaderboardPoints.registrationId));
    expect(again).toEqual([
      { registrationId: c, rank: 1 },
      { registrationId: a, rank: 2 },
      { registrationId: b, rank: 2 },
    ]);
    expect((await dailyOf(event.id)).find((r) => r.kind === 'POINTS')?.quantity).toBe(95);
  });

  it('the chore refreshes an event whose facts are newer than its refresh, not a fresh or ended one', async () => {
    const now = Date.now();
    const live = await analyticsEvent(s.db, s.fx, {
      startDateTime: new Date(now - 86_400_000),
      endDateTime: new Date(now + 86_400_000),
    });
    const ended = await analyticsEvent(s.db, s.fx, {
      startDateTime: new Date(now - 60 * 86_400_000),
      endDateTime: new Date(now - 59 * 86_400_000),
    });
    const [person] = live.registrationIds;
    const [endedPerson] = ended.registrationIds;
    if (!person || !endedPerson) throw new Error('registrants missing');
    const fact = (at: number) => ({
      registrationId: person,
      kind: 'ROOM_VISIT' as const,
      place: 'Lounge',
      at: new Date(at).toISOString(),
    });
    await insertFacts(s.db, live.event.id, [fact(now - 3_600_000)]);
    await insertFacts(s.db, ended.event.id, [
      {
        registrationId: endedPerson,
        kind: 'ROOM_VISIT',
        at: new Date(now - 59 * 86_400_000).toISOString(),
      },
    ]);
    const stale = async (at: number) => staleEventIds(s.db, new Date(at), 1000);

    expect(await stale(now)).toContain(live.event.id);
    expect(await stale(now)).not.toContain(ended.event.id);

    const chore = createFeatureJobRegistry()
      .chores()
      .find((c) => c.name === 'analytics.refresh-aggregates');
    expect(chore?.everyMs).toBe(REFRESH_EVERY_MS);
    await chore?.run(s.db, new Date(now));
    expect(await dailyOf(live.event.id)).toHaveLength(1);
    expect(await stale(now)).not.toContain(live.event.id);

    // A fact of the future is not news yet; once its time has come, it is.
    await insertFacts(s.db, live.event.id, [fact(now + 3_600_000)]);
    expect(await stale(now)).not.toContain(live.event.id);
    expect(await stale(now + 2 * 3_600_000)).toContain(live.event.id);
    await chore?.run(s.db, new Date(now + 2 * 3_600_000));
    // Summed over the days: within an hour of midnight the two facts fall on two days.
    const facts = (await dailyOf(live.event.id)).reduce((sum, row) => sum + row.facts, 0);
    expect(facts).toBe(2);
  });
});
