import { act, render, screen } from '@testing-library/react';
import { createToastQueue } from './toast-queue';
import { ToastViewport } from './ToastViewport';

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast in the polite status region and removes it after the default 5000 ms', () => {
    const { queue, notifier } = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => notifier.notify('Custom group created successfully', { tone: 'success' }));

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Custom group created successfully');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Custom group created successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Custom group created successfully')).not.toBeInTheDocument();
  });

  it('honours a 2000 ms duration and puts errors in the alert region', () => {
    const { queue, notifier } = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => {
      notifier.notify('Failed to download CSV', { tone: 'error', durationMs: 2000 });
      notifier.notify('Saved', { durationMs: 5000 });
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to download CSV');
    expect(screen.getByRole('status')).not.toHaveTextContent('Failed to download CSV');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Failed to download CSV')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be dismissed before its timer ends', () => {
    const { queue, notifier } = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => notifier.notify('Group renamed successfully'));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Group renamed successfully')).not.toBeInTheDocument();
  });
});
