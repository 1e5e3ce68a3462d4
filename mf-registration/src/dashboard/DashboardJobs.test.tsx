/**
 * The running jobs section: each job's kind, status, progress and start time in the event's zone;
 * the dashboard is refetched every DASHBOARD_POLL_MS only while a job runs, and never once none
 * does.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { FetchRouter } from '@console/shared/testing';
import type { EventDashboard } from '@console/registration-contract';
import { DASHBOARD_POLL_MS } from './hooks/use-event-dashboard';
import { aDashboard, aJob } from './testing/fixtures';
import { DASHBOARD_PATH, renderDashboard } from './testing/render';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** A fake API answering these dashboards in turn, the last one from then on. */
function answering(answers: EventDashboard[]) {
  let call = 0;
  return new FetchRouter().on('GET', DASHBOARD_PATH, () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return answer;
  });
}

describe('the running jobs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows each job, polls while one runs, then stops once none does', async () => {
    const queued = aJob({
      jobId: 52,
      kind: 'invite-list.import',
      status: 'QUEUED',
      total: 0,
      processed: 0,
      createdAt: '2030-05-01T14:10:00.000Z',
    });
    const api = answering([
      aDashboard({ runningJobs: [queued, aJob()] }),
      aDashboard({ runningJobs: [aJob({ processed: 39 })] }),
      aDashboard({ runningJobs: [] }),
    ]);
    renderDashboard({ fetch: api, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const calls = () => api.callsTo('GET', DASHBOARD_PATH).length;

    const jobs = await screen.findByRole('list', { name: 'Running jobs' });
    const items = within(jobs).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [queuedItem, runningItem] = items;
    if (!queuedItem || !runningItem) throw new Error('two jobs expected');
    expect(
      within(queuedItem).getByRole('progressbar', { name: 'Invite list import' }),
    ).toHaveAttribute('aria-valuetext', '0 of 0');
    expect(queuedItem).toHaveTextContent('Queued');
    expect(queuedItem).toHaveTextContent('Started May 1, 2030, 10:10 AM EDT');
    expect(
      within(runningItem).getByRole('progressbar', { name: 'Approval status update' }),
    ).toHaveAttribute('aria-valuetext', '25 of 40');
    expect(runningItem).toHaveTextContent('Running');
    expect(runningItem).toHaveTextContent('Started May 1, 2030, 10:05 AM EDT');
    expect(calls()).toBe(1);

    await advance(DASHBOARD_POLL_MS - 100);
    expect(calls()).toBe(1);
    await advance(100);
    expect(calls()).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Approval status update' })).toHaveAttribute(
        'aria-valuetext',
        '39 of 40',
      ),
    );
    expect(
      screen.queryByRole('progressbar', { name: 'Invite list import' }),
    ).not.toBeInTheDocument();

    await advance(DASHBOARD_POLL_MS);
    expect(calls()).toBe(3);
    expect(await screen.findByText('No jobs are running for this event.')).toBeInTheDocument();

    await advance(DASHBOARD_POLL_MS * 10);
    expect(calls()).toBe(3);
  });

  it('never polls a dashboard without jobs', async () => {
    const api = answering([aDashboard({ runningJobs: [] })]);
    renderDashboard({ fetch: api, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    expect(await screen.findByText('No jobs are running for this event.')).toBeInTheDocument();
    await advance(DASHBOARD_POLL_MS * 10);
    expect(api.callsTo('GET', DASHBOARD_PATH)).toHaveLength(1);
  });
});
