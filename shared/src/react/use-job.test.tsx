import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { JOB_API, type Job } from '@console/shared/contract';
import { FetchRouter, reply } from '../testing';
import { JOB_POLL_MS, useJob } from './use-job';

const running: Job = {
  jobId: 3,
  kind: 'TEST',
  status: 'RUNNING',
  total: 4,
  processed: 1,
  error: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function renderUseJob(api: FetchRouter) {
  api.install();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useJob(1, 3), { wrapper });
}

const path = JOB_API.job(1, 3);
const afterAPoll = () => new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS + 500));

describe('useJob', () => {
  it('polls the job until it is finished, then stops', async () => {
    let current = running;
    const api = new FetchRouter().on('GET', path, () => current);
    const { result } = renderUseJob(api);
    await waitFor(() => expect(result.current.data).toEqual(running));
    current = { ...running, processed: 3 };
    await waitFor(() => expect(result.current.data?.processed).toBe(3), { timeout: 2500 });
    current = { ...running, status: 'FAILED', processed: 4, error: 'Tickets are sold out.' };
    await waitFor(() => expect(result.current.data?.status).toBe('FAILED'), { timeout: 2500 });
    const calls = api.callsTo('GET', path).length;
    await afterAPoll();
    expect(api.callsTo('GET', path)).toHaveLength(calls);
    expect(result.current.data?.error).toBe('Tickets are sold out.');
  });

  it('stops when the API refuses the job', async () => {
    const api = new FetchRouter().on(
      'GET',
      path,
      reply({ status: 404, body: { code: 'NOT_FOUND', message: 'Job not found' } }),
    );
    const { result } = renderUseJob(api);
    await waitFor(() => expect(result.current.isError).toBe(true));
    await afterAPoll();
    expect(api.callsTo('GET', path)).toHaveLength(1);
  });
});
