/**
 * The invite-list CSV rules (spec people §5): the file's shape, its header, and each row. Pure and
 * parser-agnostic: the browser's worker and the API's import job feed them papaparse's records.
 */
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import { PEOPLE_LIMITS } from '../limits';
import { findCountry } from './countries';
import { fitsInviteeField, isValidEmail, isValidInviteePhone } from './invitee-rules';

export const INVITE_CSV_COLUMNS = PEOPLE_LIMITS.inviteCsvColumns;
export type InviteCsvColumn = (typeof INVITE_CSV_COLUMNS)[number];
export type InviteCsvRow = Record<InviteCsvColumn, string>;

/** One problem of one row: `row` counts records from 1, the header being row 1. */
export interface InviteRowProblem {
  row: number;
  column: InviteCsvColumn | 'row';
  problem: string;
}

/** The sample template's content: the header and one example row. */
export const INVITE_CSV_TEMPLATE = `${INVITE_CSV_COLUMNS.join(',')}\njane.doe@example.com,Jane,Doe,Attendee,Example Inc,+14155552671,United States\n`;

/** 'Columns must be in same order…' unless the header is exactly the 7 columns in order. */
export function checkInviteCsvHeader(header: readonly string[]): string | null {
  const exact =
    header.length === INVITE_CSV_COLUMNS.length &&
    INVITE_CSV_COLUMNS.every((column, i) => header[i]?.trim() === column);
  return exact ? null : PEOPLE_MESSAGES.csvColumnsOrder;
}

export const isBlankRecord = (fields: readonly string[]): boolean =>
  fields.every((field) => field.trim() === '');

/**
 * The file-level verdict once every record was seen: fewer than 2 rows, or a single empty data
 * row, is 'Please upload valid csv file' (blank records are counted by the caller apart).
 */
export function checkInviteCsvShape(counts: {
  records: number;
  blankDataRecords: number;
}): string | null {
  const dataRecords = counts.records - 1;
  if (counts.records < 2) return PEOPLE_MESSAGES.pleaseUploadValidCsv;
  if (dataRecords === counts.blankDataRecords) return PEOPLE_MESSAGES.pleaseUploadValidCsv;
  return null;
}

/** A record as a row, its cells trimmed and its country written as the list names it. */
export function toInviteRow(fields: readonly string[]): InviteCsvRow {
  const cell = (i: number) => (fields[i] ?? '').trim();
  const country = cell(6);
  return {
    email: cell(0),
    firstName: cell(1),
    lastName: cell(2),
    role: cell(3),
    company: cell(4),
    phoneNumber: cell(5),
    country: findCountry(country)?.name ?? country,
  };
}

/** Every problem of one data record (spec people §5: only email is mandatory). */
export function validateInviteRecord(fields: readonly string[], row: number): InviteRowProblem[] {
  const problems: InviteRowProblem[] = [];
  if (fields.length !== INVITE_CSV_COLUMNS.length) {
    problems.push({
      row,
      column: 'row',
      problem: PEOPLE_EXTRA_MESSAGES.wrongColumnCount(fields.length, INVITE_CSV_COLUMNS.length),
    });
    return problems;
  }
  const values = toInviteRow(fields);
  for (const column of INVITE_CSV_COLUMNS) {
    if (!fitsInviteeField(values[column])) {
      problems.push({
        row,
        column,
        problem: PEOPLE_EXTRA_MESSAGES.fieldMax(PEOPLE_LIMITS.inviteeFieldMax),
      });
    }
  }
  if (values.email === '') {
    problems.push({ row, column: 'email', problem: PEOPLE_MESSAGES.required });
  } else if (!isValidEmail(values.email)) {
    problems.push({ row, column: 'email', problem: PEOPLE_MESSAGES.invalidEmail });
  }
  if (values.country !== '' && !findCountry(values.country)) {
    problems.push({ row, column: 'country', problem: PEOPLE_EXTRA_MESSAGES.unknownCountry });
  }
  if (values.phoneNumber !== '' && !isValidInviteePhone(values.phoneNumber, values.country)) {
    problems.push({ row, column: 'phoneNumber', problem: PEOPLE_MESSAGES.invalidPhone });
  }
  return problems;
}
