import { CONTRACT_VERSION } from '@console/shared/contract';
import { lazyPage } from '@console/shared/react';
import { loadFederatedModule } from './federation';
import { forgetRemoteApp, loadRemotePage } from './load-remote-app';

jest.mock('./federation', () => ({ loadFederatedModule: jest.fn(), registerRegistry: jest.fn() }));
jest.mock('./registry', () => ({
  ensureRemotesRegistered: jest.fn(async () => ({
    remotes: [{ name: 'mf-people', manifestUrl: 'http://x/mf-manifest.json', version: '1.0.0' }],
  })),
  isRegistered: (registry: { remotes: { name: string }[] }, remote: string) =>
    registry.remotes.some((r) => r.name === remote),
}));

const load = jest.mocked(loadFederatedModule);
const Audiences = () => null;

describe('loadRemotePage', () => {
  beforeEach(() => forgetRemoteApp('mf-people'));

  it("answers the remote once the route's page has loaded its code, and loads it once", async () => {
    let release: (module: { Audiences: typeof Audiences }) => void = () => undefined;
    const loadCode = jest.fn(
      () => new Promise<{ Audiences: typeof Audiences }>((resolve) => (release = resolve)),
    );
    const page = lazyPage(loadCode, (module) => module.Audiences);
    load.mockResolvedValue({
      default: { contractVersion: CONTRACT_VERSION, pages: { 'people.audiences': page } },
    });
    let answered = false;
    const loading = loadRemotePage('mf-people', 'people.audiences').then((check) => {
      answered = true;
      return check;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadCode).toHaveBeenCalledTimes(1);
    expect(answered).toBe(false);
    release({ Audiences });
    expect(await loading).toMatchObject({ kind: 'ok' });
    await loadRemotePage('mf-people', 'people.audiences');
    expect(loadCode).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
