/** The worker's one job: validate the file it is sent and post the batches and the verdict. */
import { validateInviteCsv } from './validate-invite-csv';
import type { CsvWorkerMessage, CsvWorkerRequest } from './worker-protocol';

export async function handleCsvWorkerRequest(
  request: CsvWorkerRequest,
  post: (message: CsvWorkerMessage) => void,
  signal?: AbortSignal,
): Promise<void> {
  try {
    const summary = await validateInviteCsv(request.file, {
      mapping: request.mapping,
      onBatch: (batch) => post({ type: 'batch', ...batch }),
      signal,
    });
    post({ type: 'done', summary });
  } catch (error) {
    if (signal?.aborted) return;
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
