/**
 * An invite-list import timed end to end, shared by bench:invite-import and bench:scale: a CSV of
 * `rows` invitees (1% bad rows, a third with phone numbers) uploaded over HTTP, imported into a
 * new list with one invitation email per invitee, the status polled as the browser does while the
 * worker of main.ts runs (serveLoggedIn with `worker`).
 */
import { performance } from 'node:perf_hooks';
import {
  INVITE_CSV_COLUMNS,
  INVITE_LIST_API,
  type ImportStatus,
  type UploadedFile,
} from '@console/people-contract';
import type { Db } from '../src/db/client';
import { inviteCommunications } from '../src/invite-lists/schema';
import { NEW_CONNECTION, type Served } from './harness';

const POLL_MS = 250;
const COUNTRIES = ['United States', 'Germany', 'India', 'France', 'Japan'];

export function buildInviteCsv(rows: number): string {
  const lines = [INVITE_CSV_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i += 1) {
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

/** An invitation communication of the event, the one the import sends to each invitee. */
export async function createInvitation(db: Db, eventId: number): Promise<number> {
  const [invitation] = await db
    .insert(inviteCommunications)
    .values({
      eventId,
      name: 'Invitation',
      subject: 'You are invited to {event}',
      body: 'Hi {firstName}, join us at {event}.',
    })
    .returning();
  if (!invitation) throw new Error('communication');
  return invitation.id;
}

export interface InviteImportTimes {
  rows: number;
  uploadSeconds: number;
  importSeconds: number;
  totalSeconds: number;
  status: Pick<
    ImportStatus,
    'jobStatus' | 'succeedRecordsCount' | 'failedRecordsCount' | 'totalRecordsCount'
  >;
}

/** Uploads `csv`, imports it into a new list named `listName` and polls until the job ends. */
export async function timeInviteImport(
  { address, cookie, csrfToken }: Served,
  eventId: number,
  {
    csv,
    rows,
    listName,
    invitationId,
  }: { csv: string; rows: number; listName: string; invitationId: number },
): Promise<InviteImportTimes> {
  const headers = { cookie, 'x-csrf-token': csrfToken, ...NEW_CONNECTION };
  const start = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const uploaded = await fetch(`${address}/api${INVITE_LIST_API.files(eventId)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const { s3FileUrl } = (await uploaded.json()) as UploadedFile;
  const afterUpload = performance.now();

  const started = await fetch(`${address}/api${INVITE_LIST_API.imports(eventId)}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      s3FileUrl,
      fileExtension: 'csv',
      audienceInviteListName: listName,
      communicationSettingIds: [invitationId],
      idempotencyKey: `bench-import-${Date.now()}`,
    }),
  });
  if (started.status !== 201) throw new Error(`import answered ${started.status}`);
  let status = (await started.json()) as ImportStatus;
  while (status.jobStatus === 'IN_PROGRESS') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await fetch(
      `${address}/api${INVITE_LIST_API.importStatus(eventId, s3FileUrl)}`,
      {
        headers,
      },
    );
    status = (await polled.json()) as ImportStatus;
  }
  const end = performance.now();
  const { jobStatus, succeedRecordsCount, failedRecordsCount, totalRecordsCount } = status;
  return {
    rows,
    uploadSeconds: (afterUpload - start) / 1000,
    importSeconds: (end - afterUpload) / 1000,
    totalSeconds: (end - start) / 1000,
    status: { jobStatus, succeedRecordsCount, failedRecordsCount, totalRecordsCount },
  };
}

/** "invite import of 1,000 rows: upload 0.1 s, import 2.3 s (… rows/s), total 2.4 s; job …". */
export function inviteImportLines(times: InviteImportTimes): string[] {
  const s = (value: number) => `${value.toFixed(1)} s`;
  const count = (value: number) => value.toLocaleString('en');
  const { status } = times;
  return [
    `invite import of ${count(times.rows)} rows: upload ${s(times.uploadSeconds)}, import ` +
      `${s(times.importSeconds)} (${count(Math.round(times.rows / times.importSeconds))} rows/s), ` +
      `total ${s(times.totalSeconds)}`,
    `job ${status.jobStatus}: ${count(status.succeedRecordsCount)} added, ` +
      `${count(status.failedRecordsCount)} refused of ${count(status.totalRecordsCount)}`,
  ];
}
