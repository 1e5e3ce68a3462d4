/**
 * The server's reading of an uploaded invite CSV, never trusting the browser's: the contract's
 * encoding and delimiter detection (decision 0042), papaparse records as arrays, the file-shape
 * and header rules (a bad file fails the whole import), the column mapping the import was started
 * with (or the one the labels suggest), then every data record through the contract's row rules,
 * an email repeated on an earlier row refused. Pure and deterministic, so a resumed job
 * classifies the file exactly as its first attempt did.
 */
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import {
  checkInviteCsvShape,
  inviteCsvParseConfig,
  isBlankRecord,
  PEOPLE_EXTRA_MESSAGES,
  readInviteCsv,
  readInviteCsvHeader,
  toInviteRow,
  validateInviteRecord,
  type InviteCsvMapping,
  type InviteCsvRow,
  type InviteCsvText,
  type InviteRowProblem,
} from '@console/people-contract';

/** A data record and its row number (the header is row 1). */
export interface InviteRecord {
  row: number;
  fields: readonly string[];
}

export type ParsedInviteCsv =
  { error: string } | { error: null; records: InviteRecord[]; mapping: InviteCsvMapping };

/** A data record's verdict: its values to insert, or why it is refused. */
export type RecordOutcome =
  | { row: number; email: string; values: InviteCsvRow; reason: null }
  | { row: number; email: string; values: null; reason: string };

const LOGGED_EMAIL_MAX = 200;

/** Node 20's TextDecoder reads windows-1252 as Latin-1: iconv-lite has the real table. */
const decodeWindows1252 = (bytes: Uint8Array): string =>
  iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');

/** The stored file as text, its encoding and delimiter detected, or why it cannot be read. */
export const readStoredInviteCsv = (content: Buffer): InviteCsvText =>
  readInviteCsv(content, decodeWindows1252);

/** The file's header cells, or null when it cannot be read or is empty. */
export function storedInviteCsvHeader(content: Buffer): string[] | null {
  const read = readStoredInviteCsv(content);
  if (read.error !== null) return null;
  const [header] = Papa.parse<string[]>(read.text, {
    ...inviteCsvParseConfig(read.format.delimiter),
    preview: 1,
  }).data;
  return header ?? null;
}

export function parseInviteCsv(
  content: Buffer,
  mapping?: InviteCsvMapping | null,
): ParsedInviteCsv {
  const read = readStoredInviteCsv(content);
  if (read.error !== null) return { error: read.error };
  const all = Papa.parse<string[]>(read.text, inviteCsvParseConfig(read.format.delimiter)).data;
  const records: InviteRecord[] = [];
  let blankDataRecords = 0;
  for (const [index, fields] of all.entries()) {
    if (index === 0) continue;
    if (isBlankRecord(fields)) blankDataRecords += 1;
    else records.push({ row: index + 1, fields });
  }
  const shape = checkInviteCsvShape({ records: all.length, blankDataRecords });
  if (shape) return { error: shape };
  const header = readInviteCsvHeader(all[0] ?? [], mapping);
  if (header.error) return { error: header.error };
  return { error: null, records, mapping: header.mapping };
}

const describe = (problems: readonly InviteRowProblem[]): string =>
  problems.map((p) => (p.column === 'row' ? p.problem : `${p.column}: ${p.problem}`)).join('; ');

/**
 * Every record's verdict under the mapping, in file order; an email counts as seen once a valid
 * row carried it. The values are as stored: the phone in E.164.
 */
export function classifyRecords(
  records: readonly InviteRecord[],
  mapping?: InviteCsvMapping,
): RecordOutcome[] {
  const seen = new Set<string>();
  const emailAt = mapping ? mapping.indexOf('email') : 0;
  return records.map(({ row, fields }) => {
    const problems = validateInviteRecord(fields, row, mapping);
    if (problems.length > 0) {
      const email = (fields[emailAt] ?? '').trim().slice(0, LOGGED_EMAIL_MAX);
      return { row, email, values: null, reason: describe(problems) };
    }
    const values = toInviteRow(fields, mapping);
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
