import { describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describeApi } from '../testing/suite';
import { guardFormula, sendCsv } from './csv';

describe('the formula guard of CSV cells', () => {
  it('quotes a cell a spreadsheet would run as a formula', () => {
    for (const formula of [
      '=1+2',
      '=HYPERLINK("http://evil")',
      '+1+2',
      '+cmd|calc',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '＝1+2',
      '+',
    ])
      expect(guardFormula(formula)).toBe(`'${formula}`);
  });

  it('leaves phone numbers (E.164 or formatted) and plain text as they are', () => {
    for (const text of [
      '+86 10 1234 5678',
      '+14155552671',
      '+1 (415) 555-2671',
      '+44 20-7946-0958',
      'Zoë',
      'a=1',
      '',
    ])
      expect(guardFormula(text)).toBe(text);
  });
});

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
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = new TextDecoder().decode(bytes).trim().split('\n');
        expect(lines).toHaveLength(101);
        expect(lines[0]).toBe('n');
        expect(order).toEqual(['answered', 'download done']);
      } finally {
        await app.close();
      }
    });
  },
);
