/**
 * Load: mixed reads and writes at a fixed rate (default 200 req/s for 60 s; LOAD_RATE and
 * LOAD_SECONDS change them) against the API on the embedded database with the demo data and the
 * job worker running, as `pnpm start` runs it. Prints p50/p95/p99 latency, throughput and every
 * error (non-2xx answers included). Goal: 0 errors.
 *
 * The mix, per 20 requests: 14 reads (approvals list and search, summary, audience groups,
 * event context, events), 6 writes (confirmation dialogs, resend confirmation, status updates
 * that create jobs the worker processes meanwhile).
 */
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { APPROVAL_API } from '@console/approvals-contract';
import { registrations } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { demoLogin } from '../src/seed/demo-logins';
import { demoMainEventId, latencySummary, runBench, serveLoggedIn } from './harness';

const RATE = Number(process.env.LOAD_RATE ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

runBench(async (db) => {
  await seedDemo(db);
  const mainId = await demoMainEventId(db);
  const byStatus = (status: 'PENDING' | 'APPROVED', limit: number) =>
    db
      .select({ id: registrations.id, flowContextId: registrations.flowContextId })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, mainId),
          eq(registrations.status, status),
          // A request whose payment is under way is refused (409, by design): not load.
          eq(registrations.isTransactionInProgress, false),
        ),
      )
      .limit(limit);
  // Rejections take pending requests one by one: enough for the whole run, none twice.
  const pending = await byStatus('PENDING', 5000);
  const approved = await byStatus('APPROVED', 500);

  const errors: string[] = [];
  const worker = (error: unknown, context: string) => {
    errors.push(`${context}: ${String(error)}`);
  };
  await serveLoggedIn(
    db,
    { login: demoLogin('organizer'), worker },
    async ({ address, cookie, csrfToken }) => {
      const api = (path: string) => `/api${path}`;
      const json = { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
      let nextPending = 0;
      let nextApproved = 0;
      const pendingRequest = () => pending[nextPending++ % pending.length];
      const approvedRequest = () => approved[nextApproved++ % approved.length];
      const reads = [
        api(`${APPROVAL_API.list(mainId)}?status=PENDING&limit=20&offset=0`),
        api(`${APPROVAL_API.list(mainId)}?status=APPROVED&limit=20&offset=40`),
        api(`${APPROVAL_API.list(mainId)}?status=PENDING&query=son&limit=20&offset=0`),
        api(APPROVAL_API.summary(mainId)),
        api(`/events/${mainId}/audience-groups`),
        api(`/events/${mainId}/context`),
        api('/events'),
      ];
      const requests: autocannon.Request[] = [
        ...[...reads, ...reads].map((path) => ({
          method: 'GET' as const,
          path,
          headers: { cookie },
        })),
        ...[0, 1].map(() => ({
          method: 'POST' as const,
          path: api(APPROVAL_API.confirmation(mainId)),
          headers: json,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({
              status: 'APPROVED',
              selectedTab: 'PENDING',
              registrationIds: [pendingRequest()?.id],
            }),
          }),
        })),
        ...[0, 1].map(() => ({
          method: 'POST' as const,
          path: api(APPROVAL_API.resendConfirmation(mainId)),
          headers: json,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ flowContextIds: [approvedRequest()?.flowContextId] }),
          }),
        })),
        ...(['REJECTED', 'REJECTED'] as const).map((status) => ({
          method: 'POST' as const,
          path: api(APPROVAL_API.statusUpdates(mainId)),
          headers: json,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({
              idempotencyKey: randomUUID(),
              selection: {
                status,
                selectedTab: 'PENDING',
                registrationIds: [pendingRequest()?.id],
              },
            }),
          }),
        })),
      ];
      const statusCounts = new Map<number, number>();
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: address, connections: 20, overallRate: RATE, duration: SECONDS, requests },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
        instance.on('response', (_client, statusCode, _bytes, ms) => {
          statusCounts.set(statusCode, (statusCounts.get(statusCode) ?? 0) + 1);
          latencies.push(ms);
        });
      });
      const non2xx = [...statusCounts].filter(([code]) => code >= 300);
      console.log(
        `load: ${RATE} req/s for ${SECONDS} s on PGlite, ${result.requests.total} requests (${result.requests.average}/s)`,
      );
      console.log(`latency: ${latencySummary(latencies, [50, 95, 99])}`);
      console.log(
        `errors: ${result.errors} connection errors, ${result.timeouts} timeouts, non-2xx ${JSON.stringify(Object.fromEntries(non2xx))}, worker ${errors.length}`,
      );
      for (const error of errors.slice(0, 5)) console.log(`  ${error}`);
    },
  );
});
