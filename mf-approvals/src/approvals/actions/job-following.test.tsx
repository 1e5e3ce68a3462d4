import { screen, waitFor, within } from '@testing-library/react';
import { JOB_API, type Job } from '@console/shared/contract';
import { details, job, makeRequest } from '../testing/fixtures';
import { defaultApi, EVENT_ID, paths, renderApprovals, reply } from '../testing/render';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

const ada = makeRequest({ firstName: 'Ada', lastName: 'L' });
const CAPACITY_REASON = '1 of 2 requests were not approved: the event capacity is reached.';
/** One poll of the job endpoint (1.5 s) and some slack. */
const NEXT_POLL = { timeout: 3000 };

/** A fake API whose job endpoint answers `current()` for job 7, and records how often it was asked. */
function apiFollowing(current: () => Job) {
  return defaultApi()
    .on('GET', paths.list, { items: [ada], total: 1, selectableTotal: 1 })
    .on('POST', paths.confirmation, details())
    .on('POST', paths.statusUpdates, reply({ status: 202, body: job({ jobId: 7, total: 2 }) }))
    .on('GET', JOB_API.job(EVENT_ID, 7), () => current());
}

async function approveAda(user: ReturnType<typeof renderApprovals>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Approve Ada L' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

describe('following status-update jobs', () => {
  it('shows the progress of the job it started, and its reason when it ends FAILED', async () => {
    let current = job({ jobId: 7, status: 'RUNNING', total: 2, processed: 1 });
    const api = apiFollowing(() => current);
    const { user, notify } = renderApprovals({ fetch: api });
    await approveAda(user);

    const progress = await screen.findByRole('progressbar', { name: 'Requests processed' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '1 of 2'));
    expect(notify).toHaveBeenCalledWith(APPROVAL_MESSAGES.statusUpdatedShortly, {
      tone: 'success',
      durationMs: 5000,
    });

    const listCalls = api.callsTo('GET', paths.list).length;
    current = { ...current, status: 'FAILED', processed: 2, error: CAPACITY_REASON };
    await waitFor(
      () =>
        expect(notify).toHaveBeenCalledWith(
          `${APPROVAL_MESSAGES.statusUpdateFailed}. ${CAPACITY_REASON}`,
          { tone: 'error', durationMs: 5000 },
        ),
      NEXT_POLL,
    );
    expect(screen.queryByText(APPROVAL_MESSAGES.approvalsProcessing)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', paths.list).length).toBeGreaterThan(listCalls));

    // Finished: the job is asked no more, and its failure is said once.
    const jobCalls = api.callsTo('GET', JOB_API.job(EVENT_ID, 7)).length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(api.callsTo('GET', JOB_API.job(EVENT_ID, 7))).toHaveLength(jobCalls);
    expect(
      notify.mock.calls.filter(([message]) =>
        String(message).startsWith(APPROVAL_MESSAGES.statusUpdateFailed),
      ),
    ).toHaveLength(1);
  });

  it("follows the event's active jobs on load, with thousands separators, and says nothing when one completes", async () => {
    let current = job({ jobId: 7, status: 'RUNNING', total: 10_000, processed: 1_500 });
    const api = apiFollowing(() => current).on('GET', paths.jobs, () => ({ jobs: [current] }));
    const { notify } = renderApprovals({ fetch: api });

    const progress = await screen.findByRole('progressbar', { name: 'Requests processed' });
    expect(progress).toHaveTextContent('1,500 of 10,000');
    current = { ...current, processed: 9_000 };
    await waitFor(() => expect(progress).toHaveTextContent('9,000 of 10,000'), NEXT_POLL);

    const summaryCalls = api.callsTo('GET', paths.summary).length;
    current = { ...current, status: 'COMPLETED', processed: 10_000 };
    await waitFor(
      () =>
        expect(screen.queryByText(APPROVAL_MESSAGES.approvalsProcessing)).not.toBeInTheDocument(),
      NEXT_POLL,
    );
    await waitFor(() =>
      expect(api.callsTo('GET', paths.summary).length).toBeGreaterThan(summaryCalls),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('still reports a failure the active list stopped showing before the job endpoint saw it end', async () => {
    let listed = true;
    let current = job({ jobId: 7, status: 'RUNNING', total: 2, processed: 1 });
    const api = apiFollowing(() => current).on('GET', paths.jobs, () => ({
      jobs: listed ? [current] : [],
    }));
    const { notify } = renderApprovals({ fetch: api });
    expect(await screen.findByRole('progressbar')).toHaveTextContent('1 of 2');

    // The list's next poll no longer has the job; the job endpoint answers FAILED only after it.
    listed = false;
    const listPolls = api.callsTo('GET', paths.jobs).length;
    await waitFor(() => expect(api.callsTo('GET', paths.jobs).length).toBeGreaterThan(listPolls), {
      timeout: 4500,
    });
    expect(screen.getByText(APPROVAL_MESSAGES.approvalsProcessing)).toBeInTheDocument();
    current = { ...current, status: 'FAILED', error: CAPACITY_REASON };
    await waitFor(
      () =>
        expect(notify).toHaveBeenCalledWith(
          `${APPROVAL_MESSAGES.statusUpdateFailed}. ${CAPACITY_REASON}`,
          expect.objectContaining({ tone: 'error' }),
        ),
      NEXT_POLL,
    );
  });
});
