/**
 * The session-toggle benchmark's database (bench-session-toggle.mjs runs this first, on a fresh
 * data directory the console then starts on): the demo data, as the API seeds an empty database,
 * then sessions on the main virtual event up to COUNT, spread over its three days and its stages,
 * every 4th in person, two tags each. The new sessions have no access rows, so the Attendees base
 * group holds them restricted beside the demo's granted virtual ones.
 *
 * Runs on the API's modules and its tsx, from api/ (this file imports no package itself, so
 * nothing needs resolving from e2e/):
 *   node --import tsx ../e2e/scripts/seed-bench-sessions.mts <dataDir> [count]
 */
import { openDb } from '../../api/src/db/client';
import { seedDemo } from '../../api/src/seed/demo';

const [dataDir, countArg = '2000'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-bench-sessions.mts <dataDir> [count]');
const COUNT = Math.trunc(Number(countArg));
if (!(COUNT > 0)) throw new Error(`not a session count: ${countArg}`);

const handle = openDb({ dataDir });
/** Rows of a statement without parameters (both drivers answer `{ rows }`). */
async function rows<T>(statement: string): Promise<T[]> {
  return ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

try {
  await handle.migrate();
  await seedDemo(handle.db);
  const [main] = await rows<{ id: number; n: number }>(`
    select e.id, (select count(*)::int from segments s where s.event_id = e.id) as n
    from events e
    where e.type = 'EVENT' and e.event_format = 'VIRTUAL' and e.series_parent_event_id is null
    order by e.id limit 1`);
  if (!main) throw new Error('The demo virtual event is missing');
  const missing = Math.max(0, COUNT - main.n);
  await handle.db.execute(`
    with main as (select id, tz, start_date_time from events where id = ${Number(main.id)}),
    stages as (
      select array_agg(distinct stage_name order by stage_name) as names
      from segments where event_id = ${Number(main.id)}
    )
    insert into segments (event_id, title, stage_name, start_date_time, end_date_time, format, tags)
    select m.id,
      'Bench ' || lpad(g::text, 4, '0') || ': '
        || (array['Scaling', 'Securing', 'Testing', 'Shipping', 'Observing'])[1 + g % 5] || ' '
        || (array['APIs', 'data', 'teams', 'the edge', 'models'])[1 + (g / 5) % 5],
      s.names[1 + g % cardinality(s.names)],
      ((m.start_date_time at time zone m.tz)::date + (g % 3)
        + make_interval(mins => 480 + (g / 3 % 48) * 15)) at time zone m.tz,
      ((m.start_date_time at time zone m.tz)::date + (g % 3)
        + make_interval(mins => 525 + (g / 3 % 48) * 15)) at time zone m.tz,
      case when g % 4 = 0 then 'IN_PERSON' else 'VIRTUAL' end,
      array['Bench', (array['AI & ML', 'Cloud', 'DevOps', 'Data', 'Security'])[1 + g % 5]]
    from main m, stages s, generate_series(1, ${missing}) g`);
  console.log(
    `bench database: event ${main.id} has ${main.n + missing} sessions (${missing} added)`,
  );
} finally {
  await handle.close();
}
