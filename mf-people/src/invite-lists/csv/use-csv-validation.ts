import { useCallback, useEffect, useRef, useState } from 'react';
import type { InviteCsvMapping, InviteRowProblem } from '@console/people-contract';
import { runCsvValidation } from './run-csv-validation';
import type { CsvValidationSummary } from './validate-invite-csv';
import type { CsvWorkerMessage } from './worker-protocol';

export type CsvValidationState =
  | { status: 'idle' }
  | {
      status: 'checking';
      rowsChecked: number;
      fraction: number;
      problems: readonly InviteRowProblem[];
    }
  | { status: 'done'; summary: CsvValidationSummary; problems: readonly InviteRowProblem[] }
  | { status: 'failed'; message: string };

function next(state: CsvValidationState, message: CsvWorkerMessage): CsvValidationState {
  const problems = state.status === 'checking' ? state.problems : [];
  switch (message.type) {
    case 'batch':
      return {
        status: 'checking',
        rowsChecked: message.rowsChecked,
        fraction: message.fraction,
        problems: message.problems.length > 0 ? problems.concat(message.problems) : problems,
      };
    case 'done':
      return { status: 'done', summary: message.summary, problems };
    case 'failed':
      return { status: 'failed', message: message.message };
  }
}

/**
 * The check of the chosen CSV (spec people §5), run off the page's thread: the state follows the
 * worker's batches, and choosing another file or mapping (or leaving) cancels the running check.
 * Without a mapping the header's labels choose one (decision 0042).
 */
export function useCsvValidation() {
  const [state, setState] = useState<CsvValidationState>({ status: 'idle' });
  const cancel = useRef<(() => void) | null>(null);

  const check = useCallback((file: Blob, mapping: InviteCsvMapping | null = null) => {
    cancel.current?.();
    setState({ status: 'checking', rowsChecked: 0, fraction: 0, problems: [] });
    cancel.current = runCsvValidation(
      file,
      (message) => setState((current) => next(current, message)),
      mapping,
    );
  }, []);

  useEffect(() => () => cancel.current?.(), []);

  return { state, check };
}
