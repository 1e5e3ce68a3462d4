import { act, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads, FetchRouter } from '@console/shared/testing';
import { anImportStatus } from '../testing/fixtures';
import { EVENT_ID, paths, renderInviteLists, reply } from '../testing/render';
import { ImportProgress } from './ImportProgress';
import {
  audienceKeys,
  INVITE_IMPORT_LOG_FILE_NAME,
  inviteListKeys,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type ImportStatus,
} from '@console/people-contract';

const S3 = 'invite-files://abc';

function renderProgress(answers: ImportStatus[], openListHref?: (id: number) => string) {
  let call = 0;
  const api = new FetchRouter().on('GET', paths.imports, () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return answer;
  });
  return renderInviteLists(<ImportProgress s3FileUrl={S3} openListHref={openListHref} />, {
    path: 'people/audiences',
    at: 'people/audiences',
    fetch: api,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('ImportProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls every 5 s while IN_PROGRESS, shows the progress, then the end state, and stops', async () => {
    const { api, queryClient, notify } = renderProgress([
      anImportStatus({ totalRecordsCount: 100 }),
      anImportStatus({ totalRecordsCount: 100, succeedRecordsCount: 30, failedRecordsCount: 10 }),
      anImportStatus({
        jobStatus: 'COMPLETED',
        totalRecordsCount: 100,
        succeedRecordsCount: 70,
        failedRecordsCount: 30,
        logUrl: '/api/events/42/invite-lists/imports/501/failed-rows.csv',
      }),
    ]);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const calls = () => api.callsTo('GET', paths.imports).length;

    expect(await screen.findByText(PEOPLE_MESSAGES.importInProgress)).toBeInTheDocument();
    expect(calls()).toBe(1);
    expect(api.calls[0]?.url.searchParams.get('s3FileUrl')).toBe(S3);
    expect(screen.getByRole('progressbar', { name: 'Invitees imported' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 100',
    );

    await advance(4900);
    expect(calls()).toBe(1);
    await advance(100);
    expect(calls()).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40 of 100'),
    );

    await advance(5000);
    expect(await screen.findByText(PEOPLE_MESSAGES.partiallyImported)).toBeInTheDocument();
    expect(screen.getByText(PEOPLE_MESSAGES.importCompleted)).toBeInTheDocument();
    expect(screen.queryByText(PEOPLE_MESSAGES.importInProgress)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100 of 100');
    expect(screen.getByRole('button', { name: 'Download failed rows' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: inviteListKeys.lists(EVENT_ID) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: audienceKeys.groups(EVENT_ID) });
    expect(notify).not.toHaveBeenCalled();

    await advance(20_000);
    expect(calls()).toBe(3);
  });

  it.each<[string, Partial<ImportStatus>, string, string]>([
    [
      'all imported',
      { jobStatus: 'COMPLETED', succeedRecordsCount: 100 },
      PEOPLE_MESSAGES.successfullyImported,
      PEOPLE_MESSAGES.importCompleted,
    ],
    [
      'the job failed',
      { jobStatus: 'FAILED' },
      PEOPLE_MESSAGES.importFailedTitle,
      PEOPLE_MESSAGES.importFailed,
    ],
    [
      'not enough tickets',
      { jobStatus: 'INSUFFICIENT_TICKETS', failedRecordsCount: 100 },
      PEOPLE_MESSAGES.importFailedTitle,
      PEOPLE_MESSAGES.importInsufficientTickets,
    ],
  ])('%s: %s', async (_name, status, title, detail) => {
    renderProgress([anImportStatus({ totalRecordsCount: 100, ...status })]);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download failed rows' })).not.toBeInTheDocument();
  });

  it("says 'Upload failed, please try again later' when the job FAILED, with the server's reason", async () => {
    const { notify } = renderProgress([
      anImportStatus({ jobStatus: 'FAILED', error: 'The file could not be read.' }),
    ]);
    expect(await screen.findByText('The file could not be read.')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.uploadFailed, {
      tone: 'error',
      durationMs: 5000,
    });
  });

  it('downloads the failed rows of the job', async () => {
    const downloads = captureDownloads();
    const api = new FetchRouter()
      .on(
        'GET',
        paths.imports,
        anImportStatus({
          jobStatus: 'COMPLETED',
          succeedRecordsCount: 1,
          failedRecordsCount: 1,
          totalRecordsCount: 2,
          logUrl: 'x',
        }),
      )
      .on(
        'GET',
        paths.importLog(501),
        reply({ text: 'row,email,reason\n', headers: { 'content-type': 'text/csv' } }),
      );
    const { user } = renderInviteLists(<ImportProgress s3FileUrl={S3} />, {
      path: 'people/audiences',
      at: 'people/audiences',
      fetch: api,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await user.click(await screen.findByRole('button', { name: 'Download failed rows' }));
    await waitFor(() => expect(downloads[0]?.fileName).toBe(INVITE_IMPORT_LOG_FILE_NAME));
  });

  it('says when the failed rows could not be downloaded', async () => {
    const api = new FetchRouter()
      .on(
        'GET',
        paths.imports,
        anImportStatus({ jobStatus: 'COMPLETED', failedRecordsCount: 1, logUrl: 'x' }),
      )
      .on(
        'GET',
        paths.importLog(501),
        reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
      );
    const { user, notify } = renderInviteLists(<ImportProgress s3FileUrl={S3} />, {
      path: 'people/audiences',
      at: 'people/audiences',
      fetch: api,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await user.click(await screen.findByRole('button', { name: 'Download failed rows' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        PEOPLE_MESSAGES.failedToDownloadCsv,
        expect.objectContaining({ tone: 'error' }),
      ),
    );
  });

  it('links to the new list once its import has ended', async () => {
    renderProgress(
      [anImportStatus({ jobStatus: 'COMPLETED', succeedRecordsCount: 100, audienceGroupId: 9 })],
      (id) => `/event/42/people/audiences/invite-list/${id}`,
    );
    expect(await screen.findByRole('link', { name: 'Open the invite list' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences/invite-list/9',
    );
  });

  describe('an import that failed (decision 0032)', () => {
    // The import: 60,000 rows, stopped by restarts after 45,000.
    const stopped = anImportStatus({
      jobStatus: 'FAILED',
      totalRecordsCount: 60_000,
      succeedRecordsCount: 44_550,
      failedRecordsCount: 450,
      notReadRecordsCount: 15_000,
      logUrl: 'x',
      error: 'Something went wrong while processing this job. Please try again.',
      canResume: true,
    });
    const figures = () => {
      const list = within(screen.getByLabelText('What the import did'));
      return list
        .getAllByRole('term')
        .map((term, i) => [term.textContent, list.getAllByRole('definition')[i]?.textContent]);
    };

    it('says what it imported, refused and did not read; Resume import polls it again to its end', async () => {
      let resumed = false;
      let polls = 0;
      const api = new FetchRouter()
        .on('GET', paths.imports, () => {
          if (!resumed) return stopped;
          polls += 1;
          return polls === 1
            ? anImportStatus({
                ...stopped,
                jobStatus: 'IN_PROGRESS',
                error: null,
                canResume: false,
              })
            : anImportStatus({
                ...stopped,
                jobStatus: 'COMPLETED',
                succeedRecordsCount: 59_550,
                notReadRecordsCount: 0,
                error: null,
                canResume: false,
              });
        })
        .on('POST', paths.importResume(501), () => {
          resumed = true;
          return anImportStatus({
            ...stopped,
            jobStatus: 'IN_PROGRESS',
            error: null,
            canResume: false,
          });
        });
      const { user, notify, queryClient } = renderInviteLists(<ImportProgress s3FileUrl={S3} />, {
        path: 'people/audiences',
        at: 'people/audiences',
        fetch: api,
        advanceTimers: (ms) => jest.advanceTimersByTime(ms),
      });

      expect(await screen.findByText(PEOPLE_MESSAGES.importFailedTitle)).toBeInTheDocument();
      expect(screen.getByText(PEOPLE_MESSAGES.importFailed)).toBeInTheDocument();
      expect(figures()).toEqual([
        ['Imported', '44,550'],
        ['Refused', '450'],
        ['Not read', '15,000'],
      ]);
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.uploadFailed, {
        tone: 'error',
        durationMs: 5000,
      });
      const invalidate = jest.spyOn(queryClient, 'invalidateQueries');

      await user.click(screen.getByRole('button', { name: PEOPLE_EXTRA_MESSAGES.resumeImport }));
      expect(api.callsTo('POST', paths.importResume(501))).toHaveLength(1);
      expect(await screen.findByText(PEOPLE_MESSAGES.importInProgress)).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: PEOPLE_EXTRA_MESSAGES.resumeImport }),
      ).not.toBeInTheDocument();
      expect(screen.queryByLabelText('What the import did')).not.toBeInTheDocument();

      await advance(5000);
      await advance(5000);
      expect(await screen.findByText(PEOPLE_MESSAGES.partiallyImported)).toBeInTheDocument();
      // Ended again: the lists are read again.
      expect(invalidate).toHaveBeenCalledWith({ queryKey: inviteListKeys.lists(EVENT_ID) });
    });

    it('offers no resume when it cannot', async () => {
      renderProgress([anImportStatus({ ...stopped, canResume: false })]);
      expect(await screen.findByText(PEOPLE_MESSAGES.importFailedTitle)).toBeInTheDocument();
      expect(figures()).toHaveLength(3);
      expect(
        screen.queryByRole('button', { name: PEOPLE_EXTRA_MESSAGES.resumeImport }),
      ).not.toBeInTheDocument();
    });

    it("shows the API's words when a resume is refused", async () => {
      const refusal = PEOPLE_EXTRA_MESSAGES.importFileDeleted(30);
      const api = new FetchRouter()
        .on('GET', paths.imports, stopped)
        .on(
          'POST',
          paths.importResume(501),
          reply({ status: 409, body: { code: 'CONFLICT', message: refusal } }),
        );
      const { user, notify } = renderInviteLists(<ImportProgress s3FileUrl={S3} />, {
        path: 'people/audiences',
        at: 'people/audiences',
        fetch: api,
        advanceTimers: (ms) => jest.advanceTimersByTime(ms),
      });
      await user.click(
        await screen.findByRole('button', { name: PEOPLE_EXTRA_MESSAGES.resumeImport }),
      );
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(refusal, expect.objectContaining({ tone: 'error' })),
      );
      expect(screen.getByText(PEOPLE_MESSAGES.importFailedTitle)).toBeInTheDocument();
    });
  });

  it('says when the import log was deleted after the retention, with nothing to download', async () => {
    renderProgress([
      anImportStatus({
        jobStatus: 'COMPLETED',
        succeedRecordsCount: 90,
        failedRecordsCount: 10,
        logNotice: 'The import log was deleted after 30 days.',
      }),
    ]);
    expect(
      await screen.findByText('The import log was deleted after 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download failed rows' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('What the import did')).not.toBeInTheDocument();
  });
});
