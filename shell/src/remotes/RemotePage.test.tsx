import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, MESSAGES } from '@console/shared/contract';
import { loadFederatedModule } from './federation';
import { forgetRemoteApp } from './load-remote-app';
import { RemotePage } from './RemotePage';
import { checkRemoteModule } from './validate';

// Versions around the shell's own, so the cases hold whatever the current contract is.
const [MAJOR = 0, MINOR = 0] = CONTRACT_VERSION.split('.').map(Number);
const NEWER_MAJOR = `${MAJOR + 1}.0.0`;
const OLDER_MAJOR = `${MAJOR - 1}.0.0`;
const NEWER_MINOR = `${MAJOR}.${MINOR + 1}.0`;

jest.mock('./federation', () => ({ loadFederatedModule: jest.fn(), registerRegistry: jest.fn() }));
jest.mock('./registry', () => ({
  ensureRemotesRegistered: jest.fn(async () => ({
    remotes: [{ name: 'mf-approvals', manifestUrl: 'http://x/mf-manifest.json', version: '1.0.0' }],
  })),
  isRegistered: (registry: { remotes: { name: string }[] }, remote: string) =>
    registry.remotes.some((r) => r.name === remote),
}));

const load = jest.mocked(loadFederatedModule);

beforeEach(() => {
  load.mockReset();
  forgetRemoteApp('mf-approvals');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('renders the page of the route key from a compatible remote', async () => {
    load.mockResolvedValue({
      default: {
        contractVersion: CONTRACT_VERSION,
        pages: { 'people.approvals': () => <p>Requests</p> },
      },
    });
    render(<RemotePage remote="mf-approvals" routeKey="people.approvals" area="People" />);
    expect(await screen.findByText('Requests')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_approvals/app');
  });

  it('refuses a remote built for another contract major, in its own area only', async () => {
    load.mockResolvedValue({
      default: {
        contractVersion: NEWER_MAJOR,
        pages: { 'people.approvals': () => <p>Requests</p> },
      },
    });
    render(
      <>
        <nav aria-label="Event menu">menu</nav>
        <RemotePage remote="mf-approvals" routeKey="people.approvals" area="People" />
      </>,
    );
    expect(
      await screen.findByText(MESSAGES.remoteIncompatible('People', NEWER_MAJOR, CONTRACT_VERSION)),
    ).toBeInTheDocument();
    expect(screen.queryByText('Requests')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Event menu' })).toBeInTheDocument();
  });

  it('shows the unavailable fallback when the remote cannot be loaded, and retries', async () => {
    load.mockRejectedValueOnce(new Error('manifest unreachable'));
    render(<RemotePage remote="mf-approvals" routeKey="people.approvals" area="People" />);
    expect(await screen.findByText(MESSAGES.remoteUnavailable('People'))).toBeInTheDocument();

    load.mockResolvedValueOnce({
      default: {
        contractVersion: CONTRACT_VERSION,
        pages: { 'people.approvals': () => <p>Requests</p> },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Requests')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable fallback when the remote page throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue({
      default: { contractVersion: CONTRACT_VERSION, pages: { 'people.approvals': Broken } },
    });
    render(<RemotePage remote="mf-approvals" routeKey="people.approvals" area="People" />);
    expect(await screen.findByText(MESSAGES.remoteUnavailable('People'))).toBeInTheDocument();
  });
});

describe('checkRemoteModule', () => {
  it.each([
    ['a compatible module', { default: { contractVersion: CONTRACT_VERSION, pages: {} } }, 'ok'],
    [
      'a newer minor (needs additions this shell lacks)',
      { default: { contractVersion: NEWER_MINOR, pages: {} } },
      'incompatible',
    ],
    ['an older major', { default: { contractVersion: OLDER_MAJOR, pages: {} } }, 'incompatible'],
    ['a newer major', { default: { contractVersion: NEWER_MAJOR, pages: {} } }, 'incompatible'],
    ['a garbage version', { default: { contractVersion: 'x', pages: {} } }, 'incompatible'],
    ['no contract version', { default: { pages: {} } }, 'invalid'],
    ['no default export', null, 'invalid'],
    ['no pages', { default: { contractVersion: CONTRACT_VERSION } }, 'invalid'],
  ])('%s → %s', (_label, module, kind) => {
    expect(checkRemoteModule(module).kind).toBe(kind);
  });
});
