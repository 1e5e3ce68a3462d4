/**
 * Custom group counts at scale: N registrants (CUSTOM_GROUP_BENCH_N, default 1,000,000) on one
 * event with the demo form's answers (the seed's set-based UPDATE), then POST audience-count over
 * real HTTP for a two-level filter and a few others: 3 warm-up and 30 measured calls each, p50/p95
 * (goal: p95 <= 300 ms on PGlite), and the main filter's EXPLAIN ANALYZE once.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { compileFilterSet } from '../src/custom-groups/compile';
import { formFieldId, loadFilterContext } from '../src/custom-groups/filter-fields';
import { customAudienceWhere } from '../src/custom-groups/member-query';
import { seedFormAnswers, seedFormFields } from '../src/seed/custom-groups';
import { CUSTOM_GROUP_API, type FilterCondition, type FilterSet } from '@console/people-contract';
import {
  BENCH_LOGIN,
  latencySummary,
  runBench,
  seedBenchOrganizer,
  seedFlowsTicketsAndRegistrants,
  serveLoggedIn,
} from './harness';

const N = Number(process.env.CUSTOM_GROUP_BENCH_N ?? 1_000_000);
const WARM_UP = 3;
const RUNS = 30;

const elapsed = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

runBench(async (db) => {
  const { event } = await seedBenchOrganizer(db);
  let start = performance.now();
  await seedFlowsTicketsAndRegistrants(db, event.id, N);
  console.log(`inserted ${N.toLocaleString('en')} registrants in ${elapsed(start)}`);
  start = performance.now();
  const fieldIds = await seedFormFields(db, event.id);
  await seedFormAnswers(db, event.id);
  console.log(`answered the form for all of them in ${elapsed(start)}`);
  start = performance.now();
  // PGlite has no autovacuum: vacuum once so the planner has statistics and a visibility map.
  await db.execute(sql`vacuum analyze`);
  console.log(`vacuum analyze in ${elapsed(start)}`);

  const on = (
    fieldName: string,
    type: FilterCondition['type'],
    operator: FilterCondition['operator'],
    compareValue: FilterCondition['compareValue'],
  ): FilterCondition => {
    const id = fieldIds.get(fieldName);
    return {
      elementId: fieldName,
      filterFieldId: id === undefined ? fieldName : formFieldId(id),
      fieldName,
      filterType: id === undefined ? 'MANUAL' : 'CUSTOM',
      type,
      operator,
      compareValue,
      customConditionData: null,
    };
  };
  const set = (
    entries: FilterSet['filterConditionsDTOList'],
    operationType: 'AND' | 'OR' = 'AND',
  ): FilterSet => ({
    operationType,
    filterConditionsDTOList: entries,
    isPassAudienceGroupId: false,
    checkForcedUpdatedMapping: false,
  });
  const main = set([
    on('country', 'STRING', 'EQUAL', 'DE'),
    {
      isFilterGroup: true,
      elementId: 'g1',
      conditionOperator: 'OR',
      conditions: [
        on('interests', 'LIST', 'ANY_OF', ['ai', 'data']),
        on('role', 'STRING', 'EQUAL', 'SPEAKER'),
      ],
    },
  ]);
  const cases: [string, FilterSet][] = [
    ['country = DE AND (interests any of [ai, data] OR role = SPEAKER)', main],
    ['country = JP', set([on('country', 'STRING', 'EQUAL', 'JP')])],
    [
      'interests any of [security] AND newsletter',
      set([
        on('interests', 'LIST', 'ANY_OF', ['security']),
        on('newsletter', 'BOOLEAN', 'IS_TRUE', null),
      ]),
    ],
    [
      'country = JP AND company size > 4000 (a guarded number cast)',
      set([on('country', 'STRING', 'EQUAL', 'JP'), on('companySize', 'NUMBER', 'GREATER', 4000)]),
    ],
    [
      'company = Globex OR company = Hooli (a third of the event)',
      set(
        [on('company', 'STRING', 'EQUAL', 'Globex'), on('company', 'STRING', 'EQUAL', 'Hooli')],
        'OR',
      ),
    ],
  ];

  const where = customAudienceWhere(
    event.id,
    compileFilterSet(main, await loadFilterContext(db, event)),
    undefined,
  );
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain (analyze, buffers) select count(*) from registrations where ${where}`,
  );
  console.log(
    `EXPLAIN ANALYZE of the main filter's count:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`,
  );

  await serveLoggedIn(db, { login: BENCH_LOGIN }, async ({ address, cookie, csrfToken }) => {
    const url = `${address}/api${CUSTOM_GROUP_API.audienceCount(event.id)}`;
    const count = async (filterSet: FilterSet): Promise<number> => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ filterSet, audienceGroupId: null, search: '' }),
      });
      if (!response.ok) throw new Error(`audience-count answered ${response.status}`);
      return ((await response.json()) as { count: number }).count;
    };
    for (const [label, filterSet] of cases) {
      let n = 0;
      for (let i = 0; i < WARM_UP; i += 1) n = await count(filterSet);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const callStart = performance.now();
        await count(filterSet);
        times.push(performance.now() - callStart);
      }
      console.log(
        `${label} (${n.toLocaleString('en')}) x${RUNS}: ${latencySummary(times, [50, 95])}`,
      );
    }
  });
});
