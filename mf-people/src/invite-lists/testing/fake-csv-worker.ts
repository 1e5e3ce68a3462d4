/**
 * Stands in for create-csv-worker.ts in jest (which cannot compile `import.meta`): a "worker"
 * that runs the real worker handler in-process, answering asynchronously with the same
 * messages. A test may make construction fail, as a browser does for a cross-origin script.
 */
import { handleCsvWorkerRequest } from '../csv/csv-worker-handler';
import type {
  CsvValidationWorker,
  CsvWorkerMessage,
  CsvWorkerRequest,
} from '../csv/worker-protocol';

export const fakeCsvWorkers = {
  /** Workers constructed so far. */
  created: 0,
  /** The next constructions throw a SecurityError. */
  refuse: false,
  /** The next workers fail to load their script: an error event before any message. */
  failToLoad: false,
  reset() {
    this.created = 0;
    this.refuse = false;
    this.failToLoad = false;
  },
};

class FakeCsvWorker implements CsvValidationWorker {
  onmessage: ((event: MessageEvent<CsvWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly abort = new AbortController();

  constructor(private readonly failToLoad: boolean) {}

  postMessage(request: CsvWorkerRequest): void {
    if (this.failToLoad) {
      setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'blocked' })), 0);
      return;
    }
    setTimeout(() => {
      void handleCsvWorkerRequest(
        request,
        (message) => {
          if (!this.abort.signal.aborted)
            this.onmessage?.(new MessageEvent('message', { data: message }));
        },
        this.abort.signal,
      );
    }, 0);
  }

  terminate(): void {
    this.abort.abort();
  }
}

export function createCsvWorker(): CsvValidationWorker {
  if (fakeCsvWorkers.refuse)
    throw new DOMException('Script at another origin cannot be a worker.', 'SecurityError');
  fakeCsvWorkers.created += 1;
  return new FakeCsvWorker(fakeCsvWorkers.failToLoad);
}
