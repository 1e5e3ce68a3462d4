/**
 * Invite-list import at scale: a 100,000-row CSV (1% bad rows, a third with phone numbers) is
 * uploaded over real HTTP to the API on a temp PGlite directory, imported into a new list with
 * one invitation email per invitee, the worker running as in main.ts, the status polled as the
 * browser does (bulk-invite-import.ts). Prints the upload and import times (goal: <= 15 s for the
 * import) and rows/s.
 */
import { BENCH_LOGIN, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';
import {
  buildInviteCsv,
  createInvitation,
  inviteImportLines,
  timeInviteImport,
} from './bulk-invite-import';

const ROWS = 100_000;

runBench(async (db) => {
  const { event } = await seedBenchOrganizer(db);
  const invitationId = await createInvitation(db, event.id);
  const csv = buildInviteCsv(ROWS);
  console.log(
    `CSV: ${ROWS.toLocaleString('en')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`,
  );
  const worker = (error: unknown) => console.error(error);
  await serveLoggedIn(db, { login: BENCH_LOGIN, worker }, async (served) => {
    const times = await timeInviteImport(served, event.id, {
      csv,
      rows: ROWS,
      listName: 'Bench list',
      invitationId,
    });
    for (const line of inviteImportLines(times)) console.log(line);
    console.log('goal: <= 15 s for the import');
  });
});
