/**
 * CSV downloads: records streamed through csv-stringify, formula-safe (a cell never runs in a
 * spreadsheet), starting with a UTF-8 byte order mark so that Excel on Windows reads them as
 * UTF-8 (without it, it reads its ANSI code page: Zoë becomes ZoÃ«, 李 and Олег worse).
 */
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify, type ColumnOption } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** What a CSV the API sends starts with. */
export const UTF8_BOM = '\uFEFF';

/** Characters a spreadsheet starts a formula with: csv-stringify's escape_formulas set. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A phone number as stored (E.164) or formatted: + then digits, spaces, dashes, parentheses. */
const PHONE_NUMBER = /^\+[\d ()-]*\d[\d ()-]*$/;

/**
 * A text cell with a leading quote when a spreadsheet would run it as a formula; a phone number
 * is left as it is (such a cell has no function, reference or command to run). csv-stringify's
 * own escape_formulas quotes every leading +, so phone numbers came out as '+86 10 1234 5678.
 */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
}

/** The longest a download runs before it lets the event loop take other work. */
const DOWNLOAD_TURN_EVERY_MS = 20;

/**
 * The records as they come, with a turn of the event loop at least every DOWNLOAD_TURN_EVERY_MS.
 * On PGlite the database runs on this thread and a query never waits for I/O, so a download's
 * chunk queries followed one another to the last, and every other request waited for the whole
 * report, however long its tab.
 */
async function* withTurns<T>(records: AsyncIterable<T>): AsyncGenerator<T> {
  let since = performance.now();
  for await (const record of records) {
    yield record;
    if (performance.now() - since >= DOWNLOAD_TURN_EVERY_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
}

/** Sends `records` as an attachment named `fileName`, streamed: never the whole file in memory. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: ColumnOption[],
  records: () => AsyncGenerator<Record<string, string | number | null>>,
): FastifyReply {
  const csv = stringify({ header: true, bom: true, cast: { string: guardFormula }, columns });
  const source = Readable.from(withTurns(records()));
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
