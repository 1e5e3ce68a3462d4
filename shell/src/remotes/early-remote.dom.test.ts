import { scriptsOfManifest, startEarlyRemote, takeEarlyManifest } from './early-remote';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['__federation_expose_app.1a2b.js'], async: ['9.js'] } } }],
};

function answer(ok: boolean, body: unknown): Response {
  const response = { ok, status: ok ? 200 : 503, json: () => Promise.resolve(body) };
  return { ...response, clone: () => response } as unknown as Response;
}

const registryNaming = (name: string, manifestUrl: string) =>
  Promise.resolve({ remotes: [{ name, manifestUrl, version: '1.0.0' }] });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );

describe('the page remote fetched ahead', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    document.head.innerHTML = '';
  });

  it("asks for the manifest of the path's remote and preloads its entry and exposed module", async () => {
    const url = 'http://people.test/app/mf-manifest.json';
    const manifest = answer(true, MANIFEST);
    fetchMock.mockResolvedValueOnce(manifest);
    startEarlyRemote(registryNaming('mf-people', url), '/event/12/people/audiences');
    await settle();

    expect(fetchMock.mock.calls).toEqual([[url]]);
    expect(preloaded()).toEqual([
      'http://people.test/app/remoteEntry.js',
      'http://people.test/app/__federation_expose_app.1a2b.js',
    ]);
    // The runtime's first request for it takes this response; a later one asks again.
    await expect(takeEarlyManifest(url)).resolves.toBe(manifest);
    expect(takeEarlyManifest(url)).toBeUndefined();
  });

  it('does nothing for a page no remote renders, or a remote the registry does not name', async () => {
    startEarlyRemote(registryNaming('mf-people', 'http://x.test/m.json'), '/dashboard');
    startEarlyRemote(
      registryNaming('mf-analytics', 'http://x.test/m.json'),
      '/event/12/people/audiences',
    );
    startEarlyRemote(Promise.resolve({ remotes: 'none' }), '/event/12/people/audiences');
    startEarlyRemote(Promise.reject(new Error('down')), '/event/12/people/audiences');
    await settle();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it('preloads nothing when the manifest fails, and the runtime then asks for it again', async () => {
    const url = 'http://approvals.test/mf-manifest.json';
    fetchMock.mockResolvedValueOnce(answer(false, null));
    startEarlyRemote(registryNaming('mf-approvals', url), '/event/12/people/approvals');
    await settle();
    expect(preloaded()).toEqual([]);

    const again = answer(true, MANIFEST);
    fetchMock.mockResolvedValueOnce(again);
    await expect(takeEarlyManifest(url)).resolves.toBe(again);
    expect(fetchMock.mock.calls).toEqual([[url], [url]]);
  });

  it('reads files from the public path a manifest names', () => {
    const manifest = {
      ...MANIFEST,
      metaData: {
        publicPath: 'https://cdn.test/people/',
        remoteEntry: { name: 'e.js', path: 'v2/' },
      },
    };
    expect(scriptsOfManifest(manifest, 'http://people.test/mf-manifest.json')).toEqual([
      'https://cdn.test/people/v2/e.js',
      'https://cdn.test/people/__federation_expose_app.1a2b.js',
    ]);
  });
});
