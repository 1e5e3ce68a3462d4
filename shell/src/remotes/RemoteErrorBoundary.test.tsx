import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '@console/shared/contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('remote crashed');
  return <p>Remote content</p>;
}

function Harness() {
  const [path, setPath] = useState('/a');
  return (
    <>
      <button onClick={() => setPath('/b')}>navigate</button>
      <RemoteErrorBoundary area="Analytics" resetKey={path} onRetry={onRetry}>
        <Flaky />
      </RemoteErrorBoundary>
      <p>Sidebar still here</p>
    </>
  );
}
const onRetry = jest.fn();

beforeEach(() => {
  shouldThrow = true;
  onRetry.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteErrorBoundary', () => {
  it('shows the area fallback as an alert, keeps siblings, and recovers on Retry', async () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.remoteUnavailable('Analytics'));
    expect(screen.getByText('Sidebar still here')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });

  it('clears the error when the reset key changes (navigation)', async () => {
    render(<Harness />);
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });
});
