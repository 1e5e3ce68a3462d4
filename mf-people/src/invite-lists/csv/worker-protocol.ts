/** The messages between the page and the CSV validation worker. */
import type { InviteCsvMapping } from '@console/people-contract';
import type { CsvValidationBatch, CsvValidationSummary } from './validate-invite-csv';

export interface CsvWorkerRequest {
  type: 'validate';
  file: Blob;
  /** The organizer's column mapping; null: the one the header's labels suggest. */
  mapping: InviteCsvMapping | null;
}

export type CsvWorkerMessage =
  | ({ type: 'batch' } & CsvValidationBatch)
  | { type: 'done'; summary: CsvValidationSummary }
  | { type: 'failed'; message: string };

/** What the page needs of a worker (a DOM Worker, or the fake the tests put in its place). */
export interface CsvValidationWorker {
  onmessage: ((event: MessageEvent<CsvWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: CsvWorkerRequest): void;
  terminate(): void;
}
