/** CSV downloads: records streamed through csv-stringify, formula-safe (a cell never runs in a spreadsheet). */
import { Readable } from 'node:stream';
import { stringify, type ColumnOption } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** Sends `records` as an attachment named `fileName`, streamed: never the whole file in memory. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: ColumnOption[],
  records: () => AsyncGenerator<Record<string, string | number | null>>,
): FastifyReply {
  const csv = stringify({ header: true, escape_formulas: true, columns });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
