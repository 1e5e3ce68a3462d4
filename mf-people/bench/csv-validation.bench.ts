/**
 * How long the browser's CSV check takes on a 100,000-row invite list (goal: <= 1 s), run on
 * Node exactly as the worker runs it: `pnpm --filter @console/mf-people bench:csv` (ROWS, RUNS
 * and PHONES=0 as environment variables). The file is realistic: unique emails, names, roles and
 * companies, half the rows with a phone number in international form (four countries), a country
 * on most rows, 1% of rows broken. Prints wall and CPU time: on a shared machine they differ.
 */
import { performance } from 'node:perf_hooks';
import { validateInviteCsv } from '../src/invite-lists/csv/validate-invite-csv';
import { INVITE_CSV_COLUMNS } from '@console/people-contract';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
/** PHONES=0 leaves every phone out, to see what the phone check costs. */
const WITH_PHONES = process.env.PHONES !== '0';

const FIRST = ['Ada', 'Grace', 'Linus', 'Margaret', 'Tim', 'Barbara', 'Ken', 'Radia'];
const LAST = ['Lovelace', 'Hopper', 'Torvalds', 'Hamilton', 'Berners-Lee', 'Liskov', 'Thompson'];
const ROLES = ['Attendee', 'Speaker', 'Sponsor', 'Press', ''];
const COMPANIES = ['Example Inc', 'Acme, Ltd.', 'Initech', 'Globex', ''];
/** A valid mobile number pattern per country; the row number makes each unique. */
const PHONES: readonly [country: string, phone: (n: number) => string][] = [
  ['United States', (n) => `+1415555${String(n % 10_000).padStart(4, '0')}`],
  ['India', (n) => `+9198${String(n % 100_000_000).padStart(8, '0')}`],
  ['United Kingdom', (n) => `+447700${String(n % 1_000_000).padStart(6, '0')}`],
  ['Germany', (n) => `+49151${String(n % 100_000_000).padStart(8, '0')}`],
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function row(n: number): string {
  const [country, phone] = pick(PHONES, n >> 1);
  const withPhone = WITH_PHONES && n % 2 === 0;
  const broken = n % 100 === 99;
  const cells = [
    broken ? `not-an-email-${n}` : `guest.${n}@example.com`,
    pick(FIRST, n),
    pick(LAST, n),
    pick(ROLES, n),
    pick(COMPANIES, n),
    withPhone ? phone(n) : '',
    n % 10 === 0 ? '' : country,
  ];
  return cells.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',');
}

function buildCsv(rows: number): string {
  const lines = [INVITE_CSV_COLUMNS.join(',')];
  for (let n = 0; n < rows; n += 1) lines.push(row(n));
  return `${lines.join('\n')}\n`;
}

async function main() {
  const csv = buildCsv(ROWS);
  const sizeMb = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
  console.log(`invite CSV: ${ROWS.toLocaleString('en-US')} rows, ${sizeMb} MB`);
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    let batches = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const summary = await validateInviteCsv(csv, { onBatch: () => (batches += 1) });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    times.push(ms);
    const rate = Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
    console.log(
      `run ${run}: ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), ${rate} rows/s, ${batches} batches, ` +
        `${summary.validRows} valid, ${summary.invalidRows} invalid, file error: ${summary.fileError ?? 'none'}`,
    );
  }
  const best = Math.min(...times);
  const rate = Math.round(ROWS / (best / 1000)).toLocaleString('en-US');
  console.log(
    `best: ${best.toFixed(0)} ms (${rate} rows/s); goal <= 1000 ms: ${best <= 1000 ? 'met' : 'missed'}`,
  );
}

void main();
