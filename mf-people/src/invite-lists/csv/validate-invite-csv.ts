/**
 * Checks an invite-list CSV before it is uploaded (spec people §5), streaming it through
 * papaparse in chunks: the header (a wrong one stops the read at the first data record), every
 * record against the contract's rules, then the file's shape, in the API's order. Results leave in batches, one per chunk, so a
 * 100,000-row file costs the receiver ~20 messages; problems kept are capped, the count is not.
 * No DOM and no worker here: the worker runs it, the page runs it when no worker can start, and
 * the benchmark runs it on Node.
 */
import Papa, { type Parser } from 'papaparse';
import {
  checkInviteCsvHeader,
  checkInviteCsvShape,
  isBlankRecord,
  PEOPLE_EXTRA_MESSAGES,
  validateInviteRecord,
  type InviteRowProblem,
} from '@console/people-contract';

/** How the file is parsed: the API's import job reads it the same way. */
export const INVITE_CSV_PARSE_CONFIG = {
  delimiter: ',',
  header: false,
  skipEmptyLines: false,
} as const;

/** Problems kept for the table and the download; beyond them only the count grows. */
export const MAX_PROBLEMS_KEPT = 10_000;

/** Bytes (characters for a string) parsed between two batches. */
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
  /** 'Please upload valid csv file' or the header message: the file cannot be imported. */
  fileError: string | null;
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
  private headerError: string | null = null;
  private pending: InviteRowProblem[] = [];
  /** Lower-cased emails of the valid rows so far: a later row repeating one is refused. */
  private readonly emails = new Set<string>();

  constructor(private readonly maxProblems = MAX_PROBLEMS_KEPT) {}

  /**
   * Checks one record; false when nothing after it matters: under a wrong header, once a data
   * record shows the file is not empty (an empty file says so first, as the API's import does).
   */
  add(fields: readonly string[]): boolean {
    this.records += 1;
    if (this.records === 1) {
      this.headerError = checkInviteCsvHeader(fields);
      return true;
    }
    if (isBlankRecord(fields)) {
      this.blankDataRecords += 1;
      return true;
    }
    if (this.headerError) return false;
    const row = this.records;
    const problems = validateInviteRecord(fields, row);
    if (problems.length === 0) {
      // A row without problems has a valid email.
      const email = (fields[0] ?? '').trim().toLowerCase();
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

  summary(): CsvValidationSummary {
    const fileError =
      checkInviteCsvShape({ records: this.records, blankDataRecords: this.blankDataRecords }) ??
      this.headerError;
    const dataRows = this.records - 1 - this.blankDataRecords;
    const rows = fileError ? 0 : Math.max(0, dataRows);
    return {
      fileError,
      dataRows: rows,
      invalidRows: fileError ? 0 : this.invalidRows,
      validRows: fileError ? 0 : rows - this.invalidRows,
      problemCount: fileError ? 0 : this.problemCount,
      problemsKept: fileError ? 0 : this.problemsKept,
    };
  }
}

const sizeOf = (source: Blob | string): number =>
  typeof source === 'string' ? source.length : source.size;

/** papaparse streams a File (any Blob is one once named). */
const asFile = (blob: Blob): File =>
  blob instanceof File ? blob : new File([blob], 'invite-list.csv', { type: blob.type });

/** Streams `source` through the checker; resolves with the verdict, reports a batch per chunk. */
export function validateInviteCsv(
  source: Blob | string,
  options: ValidateInviteCsvOptions = {},
): Promise<CsvValidationSummary> {
  const { onBatch, maxProblems, chunkSize = CSV_CHUNK_SIZE, signal } = options;
  const checker = new InviteCsvChecker(maxProblems);
  const total = sizeOf(source);
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
      report(total === 0 ? 1 : Math.min(1, (chunks * chunkSize) / total));
      if (!keepGoing) parser.abort();
    };
    const config = {
      ...INVITE_CSV_PARSE_CONFIG,
      chunkSize,
      chunk: onChunk,
      complete: () => {
        if (signal?.aborted) {
          reject(new DOMException('The validation was cancelled.', 'AbortError'));
          return;
        }
        report(1);
        resolve(checker.summary());
      },
      error: (error: Error) => reject(error),
    };
    if (typeof source === 'string') Papa.parse<string[]>(source, config);
    else Papa.parse<string[], File>(asFile(source), config);
  });
}
