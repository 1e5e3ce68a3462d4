import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellContextProvider } from '@console/shared/react';
import { testShellContext } from '../../testing/fixtures';
import { DownloadButton, type DownloadButtonProps } from './DownloadButton';

const savedAs: string[] = [];
const notify = jest.fn();

function renderButton(props: Partial<DownloadButtonProps> = {}) {
  const user = userEvent.setup();
  render(
    <ShellContextProvider value={testShellContext({ notifier: { notify } })}>
      <DownloadButton
        download={() => Promise.resolve(new Blob(['a,b\n'], { type: 'text/csv' }))}
        fileName="report.csv"
        failureMessage="Failed to download CSV"
        {...props}
      />
    </ShellContextProvider>,
  );
  return { user };
}

describe('DownloadButton', () => {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    savedAs.length = 0;
    notify.mockReset();
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs.push(this.download);
    });
  });

  afterEach(() => {
    Object.assign(URL, original);
    jest.restoreAllMocks();
  });

  it("saves the downloaded file under its name, 'Downloading…' meanwhile", async () => {
    let resolve: (blob: Blob) => void = () => undefined;
    const download = jest.fn(() => new Promise<Blob>((done) => (resolve = done)));
    const { user } = renderButton({ download });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByRole('button', { name: 'Downloading…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Downloading…' }));
    expect(download).toHaveBeenCalledTimes(1);
    resolve(new Blob(['a,b\n']));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(savedAs).toEqual(['report.csv']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the failure message as a long error toast and saves nothing', async () => {
    const { user } = renderButton({ download: () => Promise.reject(new Error('500')) });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Failed to download CSV', {
        tone: 'error',
        durationMs: 5000,
      }),
    );
    expect(savedAs).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('takes a label, and does nothing when disabled', async () => {
    const download = jest.fn(() => Promise.resolve(new Blob([])));
    const { user } = renderButton({ download, label: 'Download report', isDisabled: true });
    const button = screen.getByRole('button', { name: 'Download report' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(download).not.toHaveBeenCalled();
  });
});
