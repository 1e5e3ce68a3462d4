import { PEOPLE_MESSAGES } from '../messages';
import { importOutcome, importProgress, type ImportOutcome } from './import-outcome';
import type { ImportStatus } from './schemas';

const status = (overrides: Partial<ImportStatus>): ImportStatus => ({
  jobId: 1,
  audienceGroupId: 2,
  s3FileUrl: 'f',
  jobStatus: 'IN_PROGRESS',
  totalRecordsCount: 100,
  succeedRecordsCount: 0,
  failedRecordsCount: 0,
  notReadRecordsCount: 0,
  logUrl: null,
  logNotice: null,
  error: null,
  canResume: false,
  ...overrides,
});

describe('importProgress: (failed + succeeded) / total (spec people §4)', () => {
  it.each<[number, number, number, number]>([
    [100, 0, 0, 0],
    [100, 30, 10, 0.4],
    [100, 90, 10, 1],
    [3, 1, 0, 1 / 3],
    [0, 0, 0, 0],
    [10, 8, 5, 1],
  ])('total %d, succeeded %d, failed %d → %d', (total, succeeded, failed, expected) => {
    expect(
      importProgress(
        status({
          totalRecordsCount: total,
          succeedRecordsCount: succeeded,
          failedRecordsCount: failed,
        }),
      ),
    ).toBeCloseTo(expected);
  });
});

describe('importOutcome: the end states (spec people §4, §8)', () => {
  it.each<[string, Partial<ImportStatus>, ImportOutcome | null]>([
    ['running', { jobStatus: 'IN_PROGRESS', succeedRecordsCount: 50 }, null],
    [
      'every row imported',
      { jobStatus: 'COMPLETED', succeedRecordsCount: 100 },
      { title: 'Successfully imported', detail: PEOPLE_MESSAGES.importCompleted, tone: 'success' },
    ],
    [
      'some rows failed',
      { jobStatus: 'COMPLETED', succeedRecordsCount: 60, failedRecordsCount: 40 },
      { title: 'Partially imported', detail: PEOPLE_MESSAGES.importCompleted, tone: 'warning' },
    ],
    [
      'every row failed',
      { jobStatus: 'COMPLETED', failedRecordsCount: 100 },
      { title: 'Import failed', detail: PEOPLE_MESSAGES.importCompleted, tone: 'error' },
    ],
    [
      'the job failed',
      { jobStatus: 'FAILED' },
      { title: 'Import failed', detail: 'Import failed, please try again', tone: 'error' },
    ],
    [
      'not enough tickets',
      { jobStatus: 'INSUFFICIENT_TICKETS', failedRecordsCount: 100 },
      {
        title: 'Import failed',
        detail:
          'Insufficient tickets available. Please increase the ticket quantity or reduce the number of attendees in the CSV',
        tone: 'error',
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(importOutcome(status(overrides))).toEqual(expected);
  });

  it('says the report will be sent while running (the UI shows it when there is no outcome)', () => {
    expect(PEOPLE_MESSAGES.importInProgress).toBe(
      'The final status report will be sent to your email',
    );
  });
});
