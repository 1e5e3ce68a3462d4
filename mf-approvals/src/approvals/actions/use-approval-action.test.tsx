/** The approval writes as hooks: the queued status update, and the flow's pending state around it. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Job } from '@console/shared/contract';
import { ShellContextProvider } from '@console/shared/react';
import { FetchRouter, testShellContext } from '@console/shared/testing';
import { details, job, makeRequest } from '../testing/fixtures';
import { defaultApi, paths, reply, testEvent } from '../testing/render';
import { useApprovalAction } from './use-approval-action';
import { useStatusUpdate } from './use-status-update';
import {
  approvalKeys,
  APPROVAL_MESSAGES,
  type ApprovalSelection,
} from '@console/approvals-contract';

const ada = makeRequest({ firstName: 'Ada', lastName: 'L' });
const selection: ApprovalSelection = {
  status: 'APPROVED',
  selectedTab: 'PENDING',
  registrationIds: [ada.registrationId],
  contextIds: [ada.flowContextId],
  skipValidationSteps: [],
};

/** Holds the requests to `path` until released (the others answer at once). */
function hold(path: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === `/api${path}`) await gate;
    return answer(input, init);
  }) as typeof fetch;
  return release;
}

function renderWithEvent<T>(hook: () => T, api: FetchRouter) {
  api.install();
  const notify = jest.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const context = testShellContext({ event: testEvent, notifier: { notify } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ShellContextProvider value={context}>{children}</ShellContextProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), client, notify };
}

const followed = (client: QueryClient) =>
  client.getQueryData<Job[]>(approvalKeys.jobs(testEvent.eventId));

describe('useStatusUpdate', () => {
  it('is pending until the update is queued, then follows the running job', async () => {
    const api = defaultApi().on(
      'POST',
      paths.statusUpdates,
      reply({ status: 202, body: job({ jobId: 7, status: 'QUEUED' }) }),
    );
    const { result, client } = renderWithEvent(useStatusUpdate, api);
    const release = hold(paths.statusUpdates);

    act(() => result.current.mutate(selection));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(followed(client)).toBeUndefined();

    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(followed(client)?.map((j) => j.jobId)).toEqual([7]);
    expect(api.callsTo('POST', paths.statusUpdates)[0]?.body).toEqual({
      idempotencyKey: expect.any(String),
      selection,
    });
  });

  it('follows a job once, and not a job that has already ended', async () => {
    let answer = job({ jobId: 7, status: 'RUNNING' });
    const api = defaultApi().on('POST', paths.statusUpdates, () =>
      reply({ status: 202, body: answer }),
    );
    const { result, client } = renderWithEvent(useStatusUpdate, api);

    await act(() => result.current.mutateAsync(selection));
    await act(() => result.current.mutateAsync(selection));
    expect(followed(client)?.map((j) => j.jobId)).toEqual([7]);

    answer = job({ jobId: 8, status: 'COMPLETED', processed: 1 });
    await act(() => result.current.mutateAsync(selection));
    expect(followed(client)?.map((j) => j.jobId)).toEqual([7]);

    const [first, second] = api.callsTo('POST', paths.statusUpdates);
    expect((first?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (second?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });
});

describe('useApprovalAction', () => {
  const api = () =>
    defaultApi()
      .on('POST', paths.confirmation, details())
      .on('POST', paths.statusUpdates, reply({ status: 202, body: job({ jobId: 7 }) }));

  it('is pending while it asks which dialog, then shows it', async () => {
    const { result } = renderWithEvent(() => useApprovalAction(), api());
    const release = hold(paths.confirmation);

    act(() => result.current.start({ selection, rows: [ada] }));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(result.current.step.kind).toBe('idle');

    release();
    await waitFor(() => expect(result.current.step.kind).toBe('confirm'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });

  it('is pending while the update is queued, and cannot be cancelled then', async () => {
    const onSuccess = jest.fn();
    const { result, client, notify } = renderWithEvent(
      () => useApprovalAction({ onSuccess }),
      api(),
    );
    act(() => result.current.start({ selection, rows: [ada] }));
    await waitFor(() => expect(result.current.step.kind).toBe('confirm'));
    const release = hold(paths.statusUpdates);

    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => result.current.cancel());
    expect(result.current.step.kind).toBe('confirm');
    expect(onSuccess).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(result.current.step.kind).toBe('idle'));
    expect(notify).toHaveBeenCalledWith(APPROVAL_MESSAGES.statusUpdatedShortly, {
      tone: 'success',
      durationMs: 5000,
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(followed(client)?.map((j) => j.jobId)).toEqual([7]);
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });
});
