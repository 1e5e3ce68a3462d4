/**
 * Checks an invite-list CSV before it is uploaded (spec people §5, decision 0042): the file's
 * bytes are read as the API reads them (the contract's encoding and delimiter detection), then
 * the text is streamed through papaparse in chunks: the header (one the column mapping does not
 * fit stops the read at the first data record), every record against the contract's rules under
 * the mapping, then the file's shape, in the API's order. Results leave in batches, one per
 * chunk, so a 100,000-row file costs the receiver ~20 messages; problems kept are capped, the
 * count is not. No DOM and no worker here: the worker runs it, the page runs it when no worker
 * can start, and the benchmark runs it on Node.
 */
import Papa, { type Parser } from 'papaparse';
import {
  checkInviteCsvShape,
  detectInviteCsvDelimiter,
  inviteCsvParseConfig,
  isBlankRecord,
  PEOPLE_EXTRA_MESSAGES,
  readInviteCsv,
  readInviteCsvHeader,
  validateInviteRecord,
  type InviteCsvFormat,
  type InviteCsvMapping,
  type InviteRowProblem,
} from '@console/people-contract';

/** Problems kept for the table and the download; beyond them only the count grows. */
export const MAX_PROBLEMS_KEPT = 10_000;

/** Characters of the file's text parsed between two batches. */
export const CSV_CHUNK_SIZE = 512 * 1024;

export interface CsvValidationBatch {
  /** Data records checked so far (blank ones included). */
  rowsChecked: number;
  /** Share of the source read, 0 to 1. */
  fraction: number;
  /** The problems found in this chunk, within the cap. */
  problems: InviteRowProblem[];
}

export interface CsvValidationSummary {
  /** The file cannot be imported at all: its encoding, or 'Please upload valid csv file'. */
  fileError: string | null;
  /** How the file was read; null when it could not be. */
  format: InviteCsvFormat | null;
  /** The header's cells ([] when the file has none). */
  header: string[];
  /** What the rows were checked with: the mapping given, else the one the labels suggest. */
  mapping: InviteCsvMapping;
  /** The header cannot be read with it: 'Columns must be in same order…', email not chosen. */
  columnsError: string | null;
  /** Data records with content (blank lines are not rows). */
  dataRows: number;
  /** Rows with at least one problem: the server refuses them too. */
  invalidRows: number;
  validRows: number;
  /** Every problem found, including those past the cap. */
  problemCount: number;
  /** Problems sent in batches (at most MAX_PROBLEMS_KEPT). */
  problemsKept: number;
}

export interface ValidateInviteCsvOptions {
  /** The organizer's mapping; without it, the one the header's labels suggest. */
  mapping?: InviteCsvMapping | null;
  onBatch?: (batch: CsvValidationBatch) => void;
  maxProblems?: number;
  chunkSize?: number;
  signal?: AbortSignal;
}

/** The records of one file, fed in order; knows the verdict once they are all in. */
export class InviteCsvChecker {
  private records = 0;
  private blankDataRecords = 0;
  private invalidRows = 0;
  private problemCount = 0;
  private problemsKept = 0;
  private header: string[] = [];
  private readMapping: InviteCsvMapping = [];
  private headerError: string | null = null;
  private pending: InviteRowProblem[] = [];
  /** Lower-cased emails of the valid rows so far: a later row repeating one is refused. */
  private readonly emails = new Set<string>();

  constructor(
    private readonly maxProblems = MAX_PROBLEMS_KEPT,
    private readonly mapping: InviteCsvMapping | null = null,
  ) {}

  /**
   * Checks one record; false when nothing after it matters: under a header the mapping does not
   * fit, once a data record shows the file is not empty (an empty file says so first, as the
   * API's import does).
   */
  add(fields: readonly string[]): boolean {
    this.records += 1;
    if (this.records === 1) {
      const read = readInviteCsvHeader(fields, this.mapping);
      this.header = [...fields];
      this.readMapping = read.mapping;
      this.headerError = read.error;
      return true;
    }
    if (isBlankRecord(fields)) {
      this.blankDataRecords += 1;
      return true;
    }
    if (this.headerError) return false;
    const row = this.records;
    const problems = validateInviteRecord(fields, row, this.readMapping);
    if (problems.length === 0) {
      // A row without problems has a valid email.
      const email = (fields[this.readMapping.indexOf('email')] ?? '').trim().toLowerCase();
      if (this.emails.has(email)) {
        problems.push({ row, column: 'email', problem: PEOPLE_EXTRA_MESSAGES.duplicateInFile });
      } else {
        this.emails.add(email);
      }
    }
    if (problems.length > 0) {
      this.invalidRows += 1;
      this.problemCount += problems.length;
      for (const problem of problems) {
        if (this.problemsKept >= this.maxProblems) break;
        this.pending.push(problem);
        this.problemsKept += 1;
      }
    }
    return true;
  }

  /** The problems found since the last call. */
  takeProblems(): InviteRowProblem[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }

  /** Data records seen so far. */
  get rowsChecked(): number {
    return Math.max(0, this.records - 1);
  }

  summary(format: InviteCsvFormat | null = null): CsvValidationSummary {
    const fileError = checkInviteCsvShape({
      records: this.records,
      blankDataRecords: this.blankDataRecords,
    });
    const columnsError = fileError ? null : this.headerError;
    const refused = fileError !== null || columnsError !== null;
    const rows = refused ? 0 : Math.max(0, this.records - 1 - this.blankDataRecords);
    return {
      fileError,
      format,
      header: this.header,
      mapping: this.readMapping,
      columnsError,
      dataRows: rows,
      invalidRows: refused ? 0 : this.invalidRows,
      validRows: refused ? 0 : rows - this.invalidRows,
      problemCount: refused ? 0 : this.problemCount,
      problemsKept: refused ? 0 : this.problemsKept,
    };
  }
}

/** The verdict on a file that cannot be read at all. */
const unreadable = (fileError: string): CsvValidationSummary => ({
  ...new InviteCsvChecker().summary(),
  fileError,
});

/** A Blob's bytes (through FileReader: jsdom's Blob has no arrayBuffer()). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

type SourceText = { text: string; format: InviteCsvFormat } | { error: string };

/** A string is text already (its byte order mark dropped); a Blob is read as the API reads it. */
async function textOf(source: Blob | string): Promise<SourceText> {
  if (typeof source === 'string') {
    const text = source.replace(/^\uFEFF/, '');
    return { text, format: { encoding: 'utf-8', delimiter: detectInviteCsvDelimiter(text) } };
  }
  const read = readInviteCsv(await readBytes(source));
  return read.error === null ? { text: read.text, format: read.format } : { error: read.error };
}

const cancelled = () => new DOMException('The validation was cancelled.', 'AbortError');

/** Reads `source`, streams it through the checker; resolves with the verdict, a batch per chunk. */
export async function validateInviteCsv(
  source: Blob | string,
  options: ValidateInviteCsvOptions = {},
): Promise<CsvValidationSummary> {
  const { onBatch, maxProblems, mapping = null, chunkSize = CSV_CHUNK_SIZE, signal } = options;
  const read = await textOf(source);
  if (signal?.aborted) throw cancelled();
  if ('error' in read) {
    onBatch?.({ rowsChecked: 0, fraction: 1, problems: [] });
    return unreadable(read.error);
  }
  const { text, format } = read;
  const checker = new InviteCsvChecker(maxProblems, mapping);
  let chunks = 0;
  const report = (fraction: number) =>
    onBatch?.({ rowsChecked: checker.rowsChecked, fraction, problems: checker.takeProblems() });

  return new Promise((resolve, reject) => {
    const onChunk = (results: Papa.ParseResult<string[]>, parser: Parser) => {
      chunks += 1;
      let keepGoing = !signal?.aborted;
      for (const fields of results.data) {
        if (!keepGoing) break;
        keepGoing = checker.add(fields);
      }
      report(text.length === 0 ? 1 : Math.min(1, (chunks * chunkSize) / text.length));
      if (!keepGoing) parser.abort();
    };
    Papa.parse<string[]>(text, {
      ...inviteCsvParseConfig(format.delimiter),
      chunkSize,
      chunk: onChunk,
      complete: () => {
        if (signal?.aborted) {
          reject(cancelled());
          return;
        }
        report(1);
        resolve(checker.summary(format));
      },
      error: (error: Error) => reject(error),
    });
  });
}
