/**
 * The invite-list CSV rules (spec people §5, with decision 0042's mapped columns): the file's
 * shape, its header, and each row. Pure and parser-agnostic: the browser's worker and the API's
 * import job feed them papaparse's records.
 */
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import { PEOPLE_LIMITS } from '../limits';
import { findCountry } from './countries';
import {
  inviteCsvMappingProblem,
  suggestInviteCsvMapping,
  TEMPLATE_MAPPING,
  type InviteCsvMapping,
} from './csv-mapping';
import {
  fitsInviteeField,
  inviteePhoneE164,
  isValidEmail,
  isValidInviteePhone,
} from './invitee-rules';

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

export interface InviteCsvHeader {
  /** What the rows are read with: the mapping given, else the one the labels suggest. */
  mapping: InviteCsvMapping;
  /** Why the rows cannot be read with it, or null. */
  error: string | null;
}

/**
 * The header's verdict. Without a mapping, the labels suggest one, and a header where no label
 * names email cannot be mapped: 'Columns must be in same order and must not change the header
 * label' (the spec's words). A mapping given needs one choice per header column, email among them.
 */
export function readInviteCsvHeader(
  header: readonly string[],
  mapping?: InviteCsvMapping | null,
): InviteCsvHeader {
  if (!mapping) {
    const suggested = suggestInviteCsvMapping(header);
    return {
      mapping: suggested,
      error: suggested.includes('email') ? null : PEOPLE_MESSAGES.csvColumnsOrder,
    };
  }
  if (mapping.length !== header.length)
    return {
      mapping,
      error: PEOPLE_EXTRA_MESSAGES.mappingDoesNotFitHeader(mapping.length, header.length),
    };
  return { mapping, error: inviteCsvMappingProblem(mapping) };
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

/** A record's cells under their columns, trimmed, its country written as the list names it. */
function cellsOf(fields: readonly string[], mapping: InviteCsvMapping): InviteCsvRow {
  const row: InviteCsvRow = {
    email: '',
    firstName: '',
    lastName: '',
    role: '',
    company: '',
    phoneNumber: '',
    country: '',
  };
  mapping.forEach((column, i) => {
    if (column) row[column] = (fields[i] ?? '').trim();
  });
  row.country = findCountry(row.country)?.name ?? row.country;
  return row;
}

/** A valid record as stored: cells trimmed, the country as the list names it, the phone in E.164. */
export function toInviteRow(
  fields: readonly string[],
  mapping: InviteCsvMapping = TEMPLATE_MAPPING,
): InviteCsvRow {
  const row = cellsOf(fields, mapping);
  return { ...row, phoneNumber: inviteePhoneE164(row.phoneNumber, row.country) ?? row.phoneNumber };
}

/** Every problem of one data record (spec people §5: only email is mandatory). */
export function validateInviteRecord(
  fields: readonly string[],
  row: number,
  mapping: InviteCsvMapping = TEMPLATE_MAPPING,
): InviteRowProblem[] {
  const problems: InviteRowProblem[] = [];
  if (fields.length !== mapping.length) {
    problems.push({
      row,
      column: 'row',
      problem: PEOPLE_EXTRA_MESSAGES.wrongColumnCount(fields.length, mapping.length),
    });
    return problems;
  }
  const values = cellsOf(fields, mapping);
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
    problems.push({
      row,
      column: 'phoneNumber',
      problem: PEOPLE_EXTRA_MESSAGES.invalidPhoneValue(values.phoneNumber),
    });
  }
  return problems;
}
