/**
 * Invite-list import at scale: a 100,000-row CSV (1% bad rows, a third with phone numbers) is
 * uploaded over real HTTP to the API on a temp PGlite directory, imported into a new list with
 * one invitation email per invitee, the worker running as in main.ts, the status polled as the
 * browser does. Prints the upload and import times (goal: <= 15 s for the import) and rows/s.
 */
import { performance } from 'node:perf_hooks';
import { inviteCommunications } from '../src/invite-lists/schema';
import { BENCH_LOGIN, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';
import {
  INVITE_CSV_COLUMNS,
  INVITE_LIST_API,
  type ImportStatus,
  type UploadedFile,
} from '@console/people-contract';

const ROWS = 100_000;
const POLL_MS = 250;
const COUNTRIES = ['United States', 'Germany', 'India', 'France', 'Japan'];

function buildCsv(): string {
  const lines = [INVITE_CSV_COLUMNS.join(',')];
  for (let i = 1; i <= ROWS; i += 1) {
    const email = i % 100 === 0 ? `broken-${i}` : `guest${i}@bench.example.com`;
    const phone = i % 3 === 0 ? '+14155552671' : '';
    lines.push(
      [
        email,
        `First${i}`,
        `Last${i}`,
        'Engineer',
        `Company ${i % 500}`,
        phone,
        COUNTRIES[i % 5],
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

runBench(async (db) => {
  const { event } = await seedBenchOrganizer(db);
  const [invitation] = await db
    .insert(inviteCommunications)
    .values({
      eventId: event.id,
      name: 'Invitation',
      subject: 'You are invited to {event}',
      body: 'Hi {firstName}, join us at {event}.',
    })
    .returning();
  if (!invitation) throw new Error('communication');

  const csv = buildCsv();
  console.log(
    `CSV: ${ROWS.toLocaleString('en')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`,
  );
  const worker = (error: unknown) => console.error(error);
  await serveLoggedIn(
    db,
    { login: BENCH_LOGIN, worker },
    async ({ address, cookie, csrfToken }) => {
      const headers = { cookie, 'x-csrf-token': csrfToken };
      const start = performance.now();
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      const uploaded = await fetch(`${address}/api${INVITE_LIST_API.files(event.id)}`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
      const { s3FileUrl } = (await uploaded.json()) as UploadedFile;
      const afterUpload = performance.now();

      const started = await fetch(`${address}/api${INVITE_LIST_API.imports(event.id)}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          s3FileUrl,
          fileExtension: 'csv',
          audienceInviteListName: 'Bench list',
          communicationSettingIds: [invitation.id],
          idempotencyKey: 'bench-import',
        }),
      });
      if (started.status !== 201) throw new Error(`import answered ${started.status}`);
      let status = (await started.json()) as ImportStatus;
      while (status.jobStatus === 'IN_PROGRESS') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const polled = await fetch(
          `${address}/api${INVITE_LIST_API.importStatus(event.id, s3FileUrl)}`,
          { headers },
        );
        status = (await polled.json()) as ImportStatus;
      }
      const end = performance.now();
      const importMs = end - afterUpload;
      console.log(
        `upload ${(afterUpload - start).toFixed(0)} ms; import ${(importMs / 1000).toFixed(1)} s ` +
          `(${Math.round((ROWS / importMs) * 1000).toLocaleString('en')} rows/s, goal <= 15 s); ` +
          `total ${((end - start) / 1000).toFixed(1)} s`,
      );
      console.log(
        `job ${status.jobStatus}: ${status.succeedRecordsCount.toLocaleString('en')} added, ` +
          `${status.failedRecordsCount.toLocaleString('en')} refused of ${status.totalRecordsCount.toLocaleString('en')}`,
      );
    },
  );
});
