/**
 * The access impact preview at scale (issue #46, goal <= 500 ms at 1,000,000 registrants):
 * N registrants (ACCESS_IMPACT_BENCH_N, default 1,000,000) on one event over two flows, four
 * ticket types and five roles, and two custom groups with access control on: one holding 1,000
 * of them as member rows, one live (its filter, the demo's attended speakers, read at once);
 * then the preview of a ticket group's revoke (its members only) and of the Attendees base
 * group's change (every registrant, through its derived groups): 3 warm-up and 10 measured calls
 * each, p50/p95, on PGlite (one connection, the stricter case).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { UpdateMappingsRequest } from '@console/access-control-contract';
import { syncSystemGroups } from '../src/audiences/system-groups';
import { audienceGroups } from '../src/db/schema';
import { customGroupSettings } from '../src/custom-groups/schema';
import { ATTENDED_SPEAKERS_FILTER } from '../src/seed/custom-groups';
import { ensureAccessGroups, listAccessGroups } from '../src/access-control/groups';
import { previewFeatureChange } from '../src/access-control/impact';
import {
  latencySummary,
  runBench,
  seedBenchOrganizer,
  seedFlowsTicketsAndRegistrants,
} from './harness';

const N = Number(process.env.ACCESS_IMPACT_BENCH_N ?? 1_000_000);
const WARM_UP = 3;
const RUNS = 10;

runBench(async (db) => {
  const { event: row } = await seedBenchOrganizer(db);
  const event = { ...row, enableLeaderboard: false };
  let start = performance.now();
  await seedFlowsTicketsAndRegistrants(db, event.id, N);
  await syncSystemGroups(db, event.id);
  const customGroup = async (
    name: string,
    settings: Pick<typeof customGroupSettings.$inferInsert, 'updateType' | 'filterSet'>,
  ) => {
    const [group] = await db
      .insert(audienceGroups)
      .values({ eventId: event.id, type: 'CUSTOM', name })
      .returning();
    if (!group) throw new Error(name);
    await db.insert(customGroupSettings).values({
      audienceGroupId: group.id,
      status: 'PUBLISHED',
      isAccessControlEnabled: true,
      ...settings,
    });
    return group;
  };
  const custom = await customGroup('Bench custom', { updateType: 'STATIC' });
  await customGroup('Bench live custom', {
    updateType: 'ACTIVE',
    filterSet: ATTENDED_SPEAKERS_FILTER,
  });
  await db.execute(sql`insert into audience_group_members (group_id, registration_id)
    select ${custom.id}::int, id from registrations where event_id = ${event.id}::int
      and status = 'REGISTERED' order by id limit 1000`);
  // As autovacuum leaves a table after a bulk load: statistics, and the visibility map that lets
  // PostgreSQL count over the covering index without reading each row.
  await db.execute(sql`vacuum analyze`);
  await ensureAccessGroups(db, event);
  console.log(
    `seeded ${N.toLocaleString('en')} registrants in ${(performance.now() - start).toFixed(0)} ms`,
  );

  const groups = await listAccessGroups(db, event.id);
  const ticketGroup = groups.find((g) => g.groupType === 'TICKET');
  const attendees = groups.find((g) => g.isBaseGroup && g.role === 'ATTENDEE');
  if (!ticketGroup || !attendees) throw new Error('access groups missing');
  const cases: [string, number, UpdateMappingsRequest][] = [
    [
      `ticket group ${ticketGroup.name} revokes Networking`,
      ticketGroup.id,
      { section: 'revoked', changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }] },
    ],
    [
      'Attendees base turns Networking off',
      attendees.id,
      { section: 'base', changes: [{ id: 'NETWORKING', grantStatus: 'NO_GRANT' }] },
    ],
  ];
  for (const [name, groupId, body] of cases) {
    const times: number[] = [];
    let summary = '';
    for (let i = 0; i < WARM_UP + RUNS; i += 1) {
      start = performance.now();
      const impact = await previewFeatureChange(db, event, groupId, body);
      if (i >= WARM_UP) times.push(performance.now() - start);
      summary = `affected ${impact.affected.toLocaleString('en')}, ${impact.features.length} features`;
    }
    console.log(`${name}: ${summary}; ${latencySummary(times, [50, 95])}`);
  }
});
