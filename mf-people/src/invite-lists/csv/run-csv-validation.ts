/**
 * Runs the CSV check in a worker, or on the page when no worker can start: a worker script
 * served from another origin than the page (a remote loaded by the shell) is refused by the
 * browser, and a Content-Security-Policy may refuse it too. On the page the file is still read
 * in chunks (FileReader), so the page stays responsive between them.
 */
import { createCsvWorker } from './create-csv-worker';
import { handleCsvWorkerRequest } from './csv-worker-handler';
import type { CsvValidationWorker, CsvWorkerMessage, CsvWorkerRequest } from './worker-protocol';

/**
 * Starts checking `file` (under `mapping`, or the one its labels suggest); every message goes to
 * `onMessage`. Returns a cancel function.
 */
export function runCsvValidation(
  file: Blob,
  onMessage: (message: CsvWorkerMessage) => void,
  mapping: CsvWorkerRequest['mapping'] = null,
): () => void {
  const request: CsvWorkerRequest = { type: 'validate', file, mapping };
  const abort = new AbortController();
  let worker: CsvValidationWorker | null = null;
  let heard = false;

  const onPage = () => {
    worker?.terminate();
    worker = null;
    void handleCsvWorkerRequest(
      request,
      (message) => {
        if (!abort.signal.aborted) onMessage(message);
      },
      abort.signal,
    );
  };

  try {
    worker = createCsvWorker();
  } catch {
    onPage();
    return () => abort.abort();
  }
  worker.onmessage = (event) => {
    heard = true;
    if (!abort.signal.aborted) onMessage(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (abort.signal.aborted) return;
    if (!heard) onPage();
    else onMessage({ type: 'failed', message: event.message || 'The file could not be checked.' });
  };
  worker.postMessage(request);
  return () => {
    abort.abort();
    worker?.terminate();
  };
}
