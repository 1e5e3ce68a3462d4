import { it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describeApi } from '../testing/suite';
import { sendCsv } from './csv';

describeApi(
  'CSV downloads',
  async () => undefined,
  (s) => {
    it('answer other requests while a download runs, not after its last row', async () => {
      const app = Fastify();
      let address = '';
      const order: string[] = [];
      app.get('/ping', async () => 'pong');
      app.get('/download', (_request, reply) =>
        sendCsv(reply, 'rows.csv', [{ key: 'n' }], async function* () {
          const answered = fetch(`${address}/ping`).then(() => order.push('answered'));
          // Database work per chunk, as a report's keyset pages: on PGlite it runs on this thread.
          for (let n = 0; n < 100; n += 1) {
            await s.db.execute(sql`select count(*) from generate_series(1, 20000)`);
            yield { n };
          }
          order.push('download done');
          await answered;
        }),
      );
      address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const response = await fetch(`${address}/download`);
        const lines = (await response.text()).trim().split('\n');
        expect(lines).toHaveLength(101);
        expect(order).toEqual(['answered', 'download done']);
      } finally {
        await app.close();
      }
    });
  },
);
