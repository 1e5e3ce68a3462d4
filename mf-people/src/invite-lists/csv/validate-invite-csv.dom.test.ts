import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import {
  InviteCsvChecker,
  MAX_PROBLEMS_KEPT,
  validateInviteCsv,
  type CsvValidationBatch,
} from './validate-invite-csv';
import {
  INVITE_CSV_COLUMNS,
  inviteCsvParseConfig,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type InviteCsvMapping,
  type InviteRowProblem,
} from '@console/people-contract';

const HEADER = INVITE_CSV_COLUMNS.join(',');
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');

/** Runs the validator and gathers every batch's problems. */
async function check(
  source: string | Blob,
  options: { chunkSize?: number; maxProblems?: number; mapping?: InviteCsvMapping } = {},
) {
  const batches: CsvValidationBatch[] = [];
  const summary = await validateInviteCsv(source, { ...options, onBatch: (b) => batches.push(b) });
  const problems: InviteRowProblem[] = batches.flatMap((b) => b.problems);
  return { summary, batches, problems };
}

describe('validateInviteCsv: the file', () => {
  it.each([
    ['an empty file', ''],
    ['a header only', HEADER],
    ['a header and a newline', `${HEADER}\n`],
    ['a single empty data row', `${HEADER}\n\n`],
    ['only blank data rows', `${HEADER}\n,,,,,,\n\n`],
  ])('%s: Please upload valid csv file', async (_name, text) => {
    const { summary } = await check(text);
    expect(summary.fileError).toBe(PEOPLE_MESSAGES.pleaseUploadValidCsv);
    expect(summary.validRows).toBe(0);
  });

  it.each([
    ['columns swapped', 'email,lastName,firstName,role,company,phoneNumber,country', 7],
    ['labels reworded', 'E-mail,First Name,Last Name,Job title,Company,Mobile,Country', 7],
    ['a column missing', 'email,firstName,lastName,role,company,phoneNumber', 6],
    ['a column added', `${HEADER},notes`, 8],
    ['semicolons', HEADER.replaceAll(',', ';'), 7],
  ])('%s: read under the columns its labels name (decision 0042)', async (_name, header, n) => {
    const delimiter = header.includes(';') ? ';' : ',';
    const row = ['ada@example.com', ...Array<string>(n - 1).fill('')].join(delimiter);
    const { summary, problems } = await check(`${header}\n${row}\n`);
    expect(problems).toEqual([]);
    expect(summary).toMatchObject({ fileError: null, columnsError: null, validRows: 1 });
    expect(summary.header).toEqual(header.split(delimiter));
    expect(summary.mapping).toHaveLength(n);
    expect(summary.mapping).toContain('email');
  });

  it.each([
    ['no label naming email', 'Contact,firstName,lastName'],
    ['a header of data', 'ada@example.com,Ada,Lovelace'],
  ])('%s: Columns must be in same order…', async (_name, header) => {
    const { summary, problems } = await check(`${header}\nada@example.com,,\n`);
    expect(summary).toMatchObject({
      fileError: null,
      columnsError: PEOPLE_MESSAGES.csvColumnsOrder,
      validRows: 0,
    });
    expect(problems).toEqual([]);
  });

  it('reads under the mapping it is given, and names a mapping without email', async () => {
    const text = 'Contact,Who\nada@example.com,Ada\nnope,Bad\n';
    const mapped = await check(text, { mapping: ['email', 'firstName'] });
    expect(mapped.summary).toMatchObject({ columnsError: null, validRows: 1, invalidRows: 1 });
    expect(mapped.problems).toEqual([
      { row: 3, column: 'email', problem: PEOPLE_MESSAGES.invalidEmail },
    ]);
    const unmapped = await check(text, { mapping: [null, 'firstName'] });
    expect(unmapped.summary.columnsError).toBe(PEOPLE_EXTRA_MESSAGES.emailColumnRequired);
  });

  it('stops reading at a header no mapping fits', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `guest${i}@example.com,,,,,,`);
    const { batches } = await check(`Contact\n${rows.join('\n')}`, { chunkSize: 1024 });
    expect(batches.length).toBeLessThanOrEqual(2);
  });

  it('accepts a byte order mark, spaces around labels and Windows line ends', async () => {
    const header = INVITE_CSV_COLUMNS.map((c) => ` ${c} `).join(',');
    const { summary } = await check(`\ufeff${header}\r\nada@example.com,Ada,,,,,\r\n`);
    expect(summary).toMatchObject({ fileError: null, dataRows: 1, validRows: 1, invalidRows: 0 });
  });

  it('accepts a byte order mark in a file too', async () => {
    const file = new File([`\ufeff${HEADER}\nada@example.com,,,,,,\n`], 'excel.csv');
    const { summary } = await check(file);
    expect(summary).toMatchObject({ fileError: null, validRows: 1 });
  });

  it.each<[string, Uint8Array<ArrayBuffer>, object]>([
    [
      'Windows-1252 (Excel "CSV" on Western Windows)',
      Uint8Array.from([
        ...new TextEncoder().encode(`${HEADER}\nzoe@example.com,Zo`),
        0xeb,
        ...new TextEncoder().encode(',M'),
        0xfc,
        ...new TextEncoder().encode('ller,,,,\n'),
      ]),
      { encoding: 'windows-1252', delimiter: ',' },
    ],
    [
      'UTF-16 LE with a byte order mark, tab-separated (Excel "Unicode text")',
      Uint8Array.from([
        0xff,
        0xfe,
        ...Array.from(`${HEADER.replaceAll(',', '\t')}\nzoe@example.com\tZoë\t\t\t\t\t\n`).flatMap(
          (c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8],
        ),
      ]),
      { encoding: 'utf-16le', delimiter: '\t' },
    ],
  ])('reads a file in %s', async (_name, bytes, format) => {
    const { summary } = await check(new File([bytes], 'excel.csv'));
    expect(summary).toMatchObject({ fileError: null, validRows: 1, format });
  });

  it('refuses a file no encoding reads, saying to save it as UTF-8 CSV', async () => {
    const file = new File([`${HEADER}\nzoe@example.com,Zo\ufffd,M\ufffdller,,,,\n`], 'bad.csv');
    const { summary } = await check(file);
    expect(summary).toMatchObject({
      fileError: PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable,
      format: null,
      validRows: 0,
    });
  });

  it('does not count blank lines as rows', async () => {
    const { summary } = await check(
      csv('ada@example.com,,,,,,', '', 'grace@example.com,,,,,,', ''),
    );
    expect(summary).toMatchObject({ fileError: null, dataRows: 2, validRows: 2 });
  });
});

describe('validateInviteCsv: the rows', () => {
  it('reports each problem with its row (the header is row 1) and column', async () => {
    const long = 'x'.repeat(151);
    const { summary, problems } = await check(
      csv(
        'ada@example.com,Ada,Lovelace,Speaker,Analytical,+14155552671,United States',
        ',No,Email,,,,',
        'not-an-email,,,,,,',
        `long@example.com,${long},,,,,`,
        'phone@example.com,,,,,12345,',
        'country@example.com,,,,,,Atlantis',
        'few@example.com,a,b',
        'ada@EXAMPLE.com,Again,,,,,',
        'national@example.com,,,,,(415) 555-2671,US',
      ),
    );
    expect(problems).toEqual([
      { row: 3, column: 'email', problem: PEOPLE_MESSAGES.required },
      { row: 4, column: 'email', problem: PEOPLE_MESSAGES.invalidEmail },
      { row: 5, column: 'firstName', problem: PEOPLE_EXTRA_MESSAGES.fieldMax(150) },
      { row: 6, column: 'phoneNumber', problem: PEOPLE_EXTRA_MESSAGES.invalidPhoneValue('12345') },
      { row: 7, column: 'country', problem: PEOPLE_EXTRA_MESSAGES.unknownCountry },
      { row: 8, column: 'row', problem: PEOPLE_EXTRA_MESSAGES.wrongColumnCount(3, 7) },
      { row: 9, column: 'email', problem: PEOPLE_EXTRA_MESSAGES.duplicateInFile },
    ]);
    expect(summary).toEqual({
      fileError: null,
      format: { encoding: 'utf-8', delimiter: ',' },
      header: [...INVITE_CSV_COLUMNS],
      mapping: [...INVITE_CSV_COLUMNS],
      columnsError: null,
      dataRows: 9,
      invalidRows: 7,
      validRows: 2,
      problemCount: 7,
      problemsKept: 7,
    });
  });

  it('numbers rows by record, so a quoted line break does not shift them', async () => {
    const { problems } = await check(csv('ada@example.com,"Ada\nAugusta",,,,,', 'bad,,,,,,'));
    expect(problems).toEqual([{ row: 3, column: 'email', problem: PEOPLE_MESSAGES.invalidEmail }]);
  });

  it('sends problems in batches, one per chunk, and keeps at most 10,000 of them with the full count', async () => {
    const bad = Array.from({ length: MAX_PROBLEMS_KEPT + 2000 }, (_, i) => `bad-${i},,,,,,`);
    const text = csv('good@example.com,,,,,,', ...bad);
    const { summary, batches, problems } = await check(text, { chunkSize: 16 * 1024 });
    expect(summary).toMatchObject({
      dataRows: 12_001,
      invalidRows: 12_000,
      validRows: 1,
      problemCount: 12_000,
      problemsKept: MAX_PROBLEMS_KEPT,
    });
    expect(problems).toHaveLength(MAX_PROBLEMS_KEPT);
    expect(problems.at(-1)?.row).toBe(MAX_PROBLEMS_KEPT + 2);
    expect(batches.length).toBeLessThanOrEqual(Math.ceil(text.length / (16 * 1024)) + 1);
    expect(batches.length).toBeGreaterThan(5);
    expect(batches.at(-1)).toMatchObject({ rowsChecked: 12_001, fraction: 1 });
    const fractions = batches.map((b) => b.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('reads a File (Blob) in chunks exactly as a string', async () => {
    const text = csv('ada@example.com,,,,,,', 'bad,,,,,,', 'grace@example.com,,,,,,Atlantis');
    const fromText = await check(text);
    const fromFile = await check(new File([text], 'guests.csv', { type: 'text/csv' }), {
      chunkSize: 16,
    });
    expect(fromFile.summary).toEqual(fromText.summary);
    expect(fromFile.problems).toEqual(fromText.problems);
    expect(fromFile.batches.length).toBeGreaterThan(1);
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(
      validateInviteCsv(csv('ada@example.com,,,,,,'), { signal: abort.signal }),
    ).rejects.toThrow('cancelled');
  });
});

describe('InviteCsvChecker', () => {
  it('under a header no mapping fits, stops at the first data record', () => {
    const checker = new InviteCsvChecker();
    expect(checker.add(['Contact'])).toBe(true);
    expect(checker.add([''])).toBe(true);
    expect(checker.add(['ada@example.com'])).toBe(false);
    expect(checker.summary().columnsError).toBe(PEOPLE_MESSAGES.csvColumnsOrder);
  });

  it('says an empty file is not valid before judging its header, as the API does', () => {
    const checker = new InviteCsvChecker();
    checker.add(['Contact']);
    checker.add(['']);
    expect(checker.summary()).toMatchObject({
      fileError: PEOPLE_MESSAGES.pleaseUploadValidCsv,
      columnsError: null,
    });
  });
});

describe('the csv-spectrum corpus through the validator’s parse', () => {
  const root = path.dirname(require.resolve('csv-spectrum/package.json'));
  const names = fs
    .readdirSync(path.join(root, 'csvs'))
    .map((file) => path.basename(file, '.csv'))
    .sort();
  /** Its JSON disagrees with its own CSV (another phone number, an object, not a list). */
  const INCONSISTENT = new Set(['location_coordinates']);

  const read = (name: string) => ({
    text: fs.readFileSync(path.join(root, 'csvs', `${name}.csv`), 'utf8'),
    expected: JSON.parse(
      fs.readFileSync(path.join(root, 'json', `${name}.json`), 'utf8'),
    ) as unknown,
  });

  it('has the corpus', () => {
    expect(names.length).toBeGreaterThanOrEqual(12);
  });

  it.each(names.filter((n) => !INCONSISTENT.has(n)))(
    '%s: parses to its expected records',
    (name) => {
      const { text, expected } = read(name);
      const records = Papa.parse<string[]>(text, inviteCsvParseConfig(',')).data.filter(
        (r) => !r.every((cell) => cell.trim() === ''),
      );
      const [header = [], ...rows] = records;
      const objects = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
      expect(objects).toEqual(expected);
    },
  );

  it.each(names)('%s: the validator refuses its header without throwing', async (name) => {
    const { summary } = await check(read(name).text);
    expect(summary.columnsError ?? summary.fileError).toBe(PEOPLE_MESSAGES.csvColumnsOrder);
  });

  it.each(names.filter((n) => !INCONSISTENT.has(n)))(
    '%s: under the invite header, each record is one row, numbered by record',
    async (name) => {
      const { text, expected } = read(name);
      const newline = text.includes('\r\n') ? '\r\n' : '\n';
      const body = text.slice(text.indexOf(newline) + newline.length);
      const { summary, problems } = await check(`${HEADER}${newline}${body}`);
      const count = (expected as unknown[]).length;
      expect(summary).toMatchObject({ fileError: null, dataRows: count, invalidRows: count });
      expect(problems.map((p) => p.row)).toEqual(Array.from({ length: count }, (_, i) => i + 2));
      expect(problems.every((p) => p.column === 'row')).toBe(true);
    },
  );
});
