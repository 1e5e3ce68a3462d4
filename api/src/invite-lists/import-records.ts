/**
 * The server's reading of an uploaded invite CSV, never trusting the browser's: papaparse records
 * as arrays, the contract's file-shape and header rules (a bad file fails the whole import), then
 * every data record through the contract's row rules, an email repeated on an earlier row refused.
 * Pure and deterministic, so a resumed job classifies the file exactly as its first attempt did.
 */
import Papa from 'papaparse';
import {
  checkInviteCsvHeader,
  checkInviteCsvShape,
  isBlankRecord,
  PEOPLE_EXTRA_MESSAGES,
  toInviteRow,
  validateInviteRecord,
  type InviteCsvRow,
  type InviteRowProblem,
} from '@console/people-contract';

/** A data record and its row number (the header is row 1). */
export interface InviteRecord {
  row: number;
  fields: readonly string[];
}

export type ParsedInviteCsv = { error: string } | { error: null; records: InviteRecord[] };

/** A data record's verdict: its values to insert, or why it is refused. */
export type RecordOutcome =
  | { row: number; email: string; values: InviteCsvRow; reason: null }
  | { row: number; email: string; values: null; reason: string };

const LOGGED_EMAIL_MAX = 200;

export function parseInviteCsv(content: Buffer): ParsedInviteCsv {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const all = Papa.parse<string[]>(text, { header: false, delimiter: ',' }).data;
  const records: InviteRecord[] = [];
  let blankDataRecords = 0;
  for (const [index, fields] of all.entries()) {
    if (index === 0) continue;
    if (isBlankRecord(fields)) blankDataRecords += 1;
    else records.push({ row: index + 1, fields });
  }
  const shape = checkInviteCsvShape({ records: all.length, blankDataRecords });
  if (shape) return { error: shape };
  const header = checkInviteCsvHeader(all[0] ?? []);
  if (header) return { error: header };
  return { error: null, records };
}

const describe = (problems: readonly InviteRowProblem[]): string =>
  problems.map((p) => (p.column === 'row' ? p.problem : `${p.column}: ${p.problem}`)).join('; ');

/** Every record's verdict, in file order; an email counts as seen once a valid row carried it. */
export function classifyRecords(records: readonly InviteRecord[]): RecordOutcome[] {
  const seen = new Set<string>();
  return records.map(({ row, fields }) => {
    const problems = validateInviteRecord(fields, row);
    if (problems.length > 0) {
      const email = (fields[0] ?? '').trim().slice(0, LOGGED_EMAIL_MAX);
      return { row, email, values: null, reason: describe(problems) };
    }
    const values = toInviteRow(fields);
    const key = values.email.toLowerCase();
    if (seen.has(key))
      return {
        row,
        email: values.email,
        values: null,
        reason: PEOPLE_EXTRA_MESSAGES.duplicateInFile,
      };
    seen.add(key);
    return { row, email: values.email, values, reason: null };
  });
}
