/**
 * The only place that constructs the CSV validation worker, kept apart because jest cannot
 * compile `import.meta`: tests replace this module with an in-process fake
 * (testing/fake-csv-worker.ts). webpack bundles csv.worker.ts as its own self-contained chunk;
 * CrossOriginWorker starts it from the remote's origin on the shell's page.
 */
import { CrossOriginWorker } from '@console/shared/worker';
import type { CsvValidationWorker } from './worker-protocol';

export function createCsvWorker(): CsvValidationWorker {
  return new CrossOriginWorker(new URL('./csv.worker.ts', import.meta.url));
}
