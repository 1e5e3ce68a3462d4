/**
 * The activity log's strings. The spec gives none for the log itself, so all are the console's
 * own (docs/decisions/0005-console-strings.md) but the failed download's, the spec's for every
 * CSV download (people spec, "CSV download failures").
 */
import { ACTIVITY_LOG_LIMITS } from './limits';

export const ACTIVITY_LOG_MESSAGES = {
  /** console: a page deeper than the log lists. */
  offsetTooDeep: `Pages beyond the first ${ACTIVITY_LOG_LIMITS.maxOffset.toLocaleString('en-US')} entries are not listed: narrow the log by date, person or area`,
  limitTooBig: `At most ${ACTIVITY_LOG_LIMITS.pageSize} entries a page`,
  dateTime: 'Must be a date and time with its offset, e.g. 2025-03-01T09:00:00Z',
  fromAfterTo: 'Must not be after "to": swap the dates',
  /** spec (people, CSV download failures). */
  csvFailed: 'Failed to download CSV',
} as const;
