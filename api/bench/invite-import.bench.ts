/**
 * Invite-list import at scale: a 100,000-row CSV (1% bad rows, a third with phone numbers) is
 * uploaded over real HTTP to the API on a temp PGlite directory, imported into a new list with
 * one invitation email per invitee, the worker running as in main.ts, the status polled as the
 * browser does. Prints the upload and import times (goal: <= 15 s for the import) and rows/s.
 */
import { performance } from 'node:perf_hooks';
import { PERMISSIONS } from '@console/shared/contract';
import { buildApp, createFeatureJobRegistry } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { eventRoles, events, organizations, users } from '../src/db/schema';
import { inviteCommunications } from '../src/invite-lists/schema';
import { startWorker } from '../src/jobs/worker';
import { loginOverHttp, runBench, withTempDb } from './support';
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

runBench(() =>
  withTempDb(async ({ db }) => {
    const [org] = await db.insert(organizations).values({ name: 'Bench Org' }).returning();
    if (!org) throw new Error('org');
    const [user] = await db
      .insert(users)
      .values({
        organizationId: org.id,
        email: 'bench@bench.dev',
        firstName: 'Bench',
        lastName: 'User',
        passwordHash: await hashPassword('bench-pass'),
      })
      .returning();
    const [event] = await db
      .insert(events)
      .values({
        organizationId: org.id,
        name: 'Bench event',
        type: 'EVENT',
        eventFormat: 'VIRTUAL',
        status: 'PUBLISHED',
        tz: 'UTC',
        startDateTime: new Date(),
        endDateTime: new Date(),
      })
      .returning();
    if (!user || !event) throw new Error('rows');
    await db.insert(eventRoles).values({
      eventId: event.id,
      userId: user.id,
      role: 'ORGANIZER',
      permissions: [...PERMISSIONS],
    });
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
    const app = await buildApp({ db });
    const stopWorker = startWorker(db, createFeatureJobRegistry(), (error) => console.error(error));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { cookie, csrfToken } = await loginOverHttp(address, 'bench@bench.dev', 'bench-pass');
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
    } finally {
      await stopWorker();
      await app.close();
    }
  }),
);
