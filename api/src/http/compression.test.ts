import { before, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { APPROVAL_API } from '@console/approvals-contract';
import { SESSION_API } from '@console/people-contract';
import { events } from '../db/schema';
import { MAIN_EVENT_NAME } from '../seed/demo';
import { demoLogin } from '../seed/demo-logins';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { COMPRESS_FROM_BYTES } from './compression';

describeApi(
  'compressed answers',
  nothingToPrepare,
  (s) => {
    let organizer: TestSession;
    let eventId: number;
    before(async () => {
      const { email, password } = demoLogin('organizer');
      organizer = await login(s.app, email, password);
      const [main] = await s.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error(`${MAIN_EVENT_NAME} is missing from the demo data`);
      eventId = main.id;
    });

    const getWith = (url: string, acceptEncoding: string) =>
      s.app.inject({
        method: 'GET',
        url,
        headers: { ...sessionHeaders(organizer), 'accept-encoding': acceptEncoding },
      });

    it('sends a big JSON answer gzip-compressed to a client that accepts gzip, decoding to the same JSON', async () => {
      const url = `/api${SESSION_API.list(eventId)}`;
      const plain = await getWith(url, 'identity');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

      const gzip = await getWith(url, 'gzip');
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toMatch(/^application\/json/);
      expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

      const brotli = await getWith(url, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(
        plain.json(),
      );
    });

    it('sends an answer under 1 kB as it is', async () => {
      const health = await getWith('/api/health', 'gzip');
      expect(health.statusCode).toBe(200);
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(health.json()).toMatchObject({ status: 'ok' });
    });

    it('streams a CSV download uncompressed, so that its rows leave as they are read', async () => {
      const csv = await getWith(`/api${APPROVAL_API.report(eventId)}?status=APPROVED`, 'gzip, br');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-encoding']).toBeUndefined();
      expect(csv.body.split('\n').length).toBeGreaterThan(2);
    });
  },
  { template: 'demo' },
);
