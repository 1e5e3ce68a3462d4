/** The module worker that checks an invite CSV off the page's thread (see create-csv-worker.ts). */
import { handleCsvWorkerRequest } from './csv-worker-handler';
import type { CsvWorkerMessage, CsvWorkerRequest } from './worker-protocol';

/** The slice of DedicatedWorkerGlobalScope used here (the DOM lib types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: CsvWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  void handleCsvWorkerRequest(event.data, (message) => scope.postMessage(message));
};
