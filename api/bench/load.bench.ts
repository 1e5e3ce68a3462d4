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
import { buildApp, createFeatureJobRegistry } from '../src/app';
import { events, registrations } from '../src/db/schema';
import { startWorker } from '../src/jobs/worker';
import { MAIN_EVENT_NAME, seedDemo } from '../src/seed/demo';
import { demoLogin } from '../src/seed/demo-logins';
import { loginOverHttp, percentile, runBench, withTempDb } from './support';

const RATE = Number(process.env.LOAD_RATE ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

runBench(() =>
  withTempDb(async ({ db }) => {
    await seedDemo(db);
    const [main] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, MAIN_EVENT_NAME));
    if (!main) throw new Error('demo main event missing');
    const byStatus = (status: 'PENDING' | 'APPROVED', limit: number) =>
      db
        .select({ id: registrations.id, flowContextId: registrations.flowContextId })
        .from(registrations)
        .where(and(eq(registrations.eventId, main.id), eq(registrations.status, status)))
        .limit(limit);
    // Rejections take pending requests one by one: enough for the whole run, none twice.
    const pending = await byStatus('PENDING', 5000);
    const approved = await byStatus('APPROVED', 500);

    const registry = createFeatureJobRegistry();
    const app = await buildApp({ db, jobRegistry: registry });
    const errors: string[] = [];
    const stopWorker = startWorker(db, registry, (error, context) =>
      errors.push(`${context}: ${String(error)}`),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const organizer = demoLogin('organizer');
      const { cookie, csrfToken } = await loginOverHttp(
        address,
        organizer.email,
        organizer.password,
      );
      const api = (path: string) => `/api${path}`;
      const json = { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
      let nextPending = 0;
      let nextApproved = 0;
      const pendingRequest = () => pending[nextPending++ % pending.length];
      const approvedRequest = () => approved[nextApproved++ % approved.length];
      const reads = [
        api(`${APPROVAL_API.list(main.id)}?status=PENDING&limit=20&offset=0`),
        api(`${APPROVAL_API.list(main.id)}?status=APPROVED&limit=20&offset=40`),
        api(`${APPROVAL_API.list(main.id)}?status=PENDING&query=son&limit=20&offset=0`),
        api(APPROVAL_API.summary(main.id)),
        api(`/events/${main.id}/audience-groups`),
        api(`/events/${main.id}/context`),
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
          path: api(APPROVAL_API.confirmation(main.id)),
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
          path: api(APPROVAL_API.resendConfirmation(main.id)),
          headers: json,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ flowContextIds: [approvedRequest()?.flowContextId] }),
          }),
        })),
        ...(['REJECTED', 'REJECTED'] as const).map((status) => ({
          method: 'POST' as const,
          path: api(APPROVAL_API.statusUpdates(main.id)),
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
      latencies.sort((a, b) => a - b);
      const at = (p: number) => percentile(latencies, p).toFixed(1);
      console.log(
        `latency: p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${at(100)} ms`,
      );
      console.log(
        `errors: ${result.errors} connection errors, ${result.timeouts} timeouts, non-2xx ${JSON.stringify(Object.fromEntries(non2xx))}, worker ${errors.length}`,
      );
      for (const error of errors.slice(0, 5)) console.log(`  ${error}`);
    } finally {
      await stopWorker();
      await app.close();
    }
  }),
);
