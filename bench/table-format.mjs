/**
 * The markdown of `pnpm bench:table`, from the JSON lines bench:scale and bench:federation append
 * to BENCH_JSON: the reads on PGlite and PostgreSQL side by side, the bulk work and memory of
 * each database, the federation's ratios. Pure: records in, lines out.
 */
const DATABASES = ['PGlite', 'PostgreSQL'];
const ms = (value) => `${value.toFixed(1)} ms`;
const seconds = (value) => `${value.toFixed(1)} s`;
const count = (value) => value.toLocaleString('en');

/** The last record of each database (a rerun into the same file replaces the earlier one). */
export function latestScale(records) {
  const byDatabase = new Map();
  for (const record of records)
    if (record.bench === 'scale') byDatabase.set(record.database, record);
  return DATABASES.flatMap((database) =>
    byDatabase.has(database) ? [byDatabase.get(database)] : [],
  );
}

export const latestFederation = (records) =>
  records.filter((record) => record.bench === 'federation').at(-1);

function cells(row) {
  if (!row) return { p50: '-', p95: '-', met: null };
  if ('error' in row) return { p50: 'error', p95: row.error, met: false };
  return { p50: ms(row.p50), p95: ms(row.p95), met: row.p95 <= row.goalMs };
}

/** Which databases missed the goal: "yes", or "NO (PostgreSQL)". */
function verdict(missedBy, checked) {
  if (checked === 0) return '-';
  return missedBy.length === 0 ? 'yes' : `NO (${missedBy.join(', ')})`;
}

function readsTable(scale) {
  const labels = [...new Set(scale.flatMap((record) => record.rows.map((row) => row.label)))];
  const lines = [
    '| endpoint | p50 PGlite | p95 PGlite | p50 PostgreSQL | p95 PostgreSQL | goal | met |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const label of labels) {
    const missedBy = [];
    let checked = 0;
    let goalMs;
    const columns = DATABASES.flatMap((database) => {
      const row = scale
        .find((record) => record.database === database)
        ?.rows.find((r) => r.label === label);
      goalMs ??= row?.goalMs;
      const { p50, p95, met } = cells(row);
      if (met !== null) checked += 1;
      if (met === false) missedBy.push(database);
      return [p50, p95];
    });
    lines.push(
      `| ${label} | ${columns.join(' | ')} | p95 <= ${goalMs} ms | ${verdict(missedBy, checked)} |`,
    );
  }
  return lines;
}

function bulkTable(scale) {
  const lines = [
    '| bulk work | database | step 1 | step 2 | total | goal | met |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const record of scale)
    for (const row of record.bulk.rows) {
      const goal = `<= ${row.goalSeconds} s`;
      if ('error' in row) {
        lines.push(`| ${row.label} | ${record.database} | error | ${row.error} | | ${goal} | NO |`);
        continue;
      }
      const steps = row.steps.map((step) => `${step.name} ${seconds(step.seconds)}`);
      const done = row.outcome === 'COMPLETED';
      const met = done && row.totalSeconds <= row.goalSeconds;
      const total = `${seconds(row.totalSeconds)}${done ? '' : ` (${row.outcome})`}`;
      lines.push(
        `| ${row.label} | ${record.database} | ${steps.join(' | ')} | ${total} | ${goal} | ${met ? 'yes' : 'NO'} |`,
      );
    }
  lines.push(
    '',
    '| memory | RSS of | before bulk | after bulk | peak (reads, chores, bulk; seeded by another process) | goal | met |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | --- | --- |');
  for (const { database, memory } of scale)
    lines.push(
      `| ${database} | ${memory.scope} | ${memory.rssBeforeMb} MB | ${memory.rssAfterMb} MB | ${memory.peakRssMb} MB | API < 1 GB | ${memory.peakRssMb < 1024 ? 'yes' : 'NO'} |`,
    );
  return lines;
}

function federationTable({ runs, goals, pages }) {
  const ratio = (value, goal) => `${value.toFixed(2)} (${value <= goal ? 'met' : 'OVER'})`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const lines = [
    `Federated vs single bundle, cold loads in Chromium, median of ${runs} runs.`,
    '',
    '| page | TTI federated / single | ratio | run by run (90% interval) | JS federated / single | ratio | goals |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const paired = ({ median, low, high, reading }) =>
    `${median.toFixed(2)} (${low.toFixed(2)}-${high.toFixed(2)}, ${reading})`;
  for (const page of pages)
    lines.push(
      `| ${page.page} | ${Math.round(page.tti.federated)} / ${Math.round(page.tti.single)} ms | ` +
        `${ratio(page.timeRatio, goals.time)} | ${paired(page.pairedTimeRatio)} | ` +
        `${kb(page.jsBytes.federated)} / ${kb(page.jsBytes.single)} | ` +
        `${ratio(page.bytesRatio, goals.bytes)} | time <= ${goals.time}, bytes <= ${goals.bytes} |`,
    );
  return lines;
}

/** The whole table, as lines of markdown. */
export function formatTable(records) {
  const scale = latestScale(records);
  const federation = latestFederation(records);
  const lines = [];
  if (scale.length > 0) {
    const [first] = scale;
    const sizes = scale
      .map(
        (r) => `${r.database} at ${count(r.n)} registrants (seeded in ${seconds(r.seedSeconds)})`,
      )
      .join(', ');
    lines.push(
      `${sizes}; ${first.runs} calls per endpoint after ${first.warmUp} warm-up.`,
      '',
      ...readsTable(scale),
      '',
      ...bulkTable(scale),
    );
  }
  if (federation) lines.push(...(lines.length ? [''] : []), ...federationTable(federation));
  return lines;
}
