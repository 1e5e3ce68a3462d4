/** What the import's end state says (spec people §4, §8), and its progress: a pure rule. */
import { PEOPLE_MESSAGES } from '../messages';
import type { ImportStatus } from './schemas';

export interface ImportOutcome {
  title: string;
  detail: string;
  tone: 'success' | 'warning' | 'error';
}

/** (failed + succeeded) / total, 0 while the total is unknown. */
export function importProgress(status: ImportStatus): number {
  if (status.totalRecordsCount <= 0) return 0;
  return Math.min(
    1,
    (status.failedRecordsCount + status.succeedRecordsCount) / status.totalRecordsCount,
  );
}

/** The end state's words, or null while the import runs. */
export function importOutcome(status: ImportStatus): ImportOutcome | null {
  switch (status.jobStatus) {
    case 'IN_PROGRESS':
      return null;
    case 'INSUFFICIENT_TICKETS':
      return {
        title: PEOPLE_MESSAGES.importFailedTitle,
        detail: PEOPLE_MESSAGES.importInsufficientTickets,
        tone: 'error',
      };
    case 'FAILED':
      return {
        title: PEOPLE_MESSAGES.importFailedTitle,
        detail: PEOPLE_MESSAGES.importFailed,
        tone: 'error',
      };
    case 'COMPLETED':
      if (status.failedRecordsCount === 0) {
        return {
          title: PEOPLE_MESSAGES.successfullyImported,
          detail: PEOPLE_MESSAGES.importCompleted,
          tone: 'success',
        };
      }
      if (status.succeedRecordsCount === 0) {
        return {
          title: PEOPLE_MESSAGES.importFailedTitle,
          detail: PEOPLE_MESSAGES.importCompleted,
          tone: 'error',
        };
      }
      return {
        title: PEOPLE_MESSAGES.partiallyImported,
        detail: PEOPLE_MESSAGES.importCompleted,
        tone: 'warning',
      };
  }
}
