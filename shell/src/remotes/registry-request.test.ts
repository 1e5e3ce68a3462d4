import { startRegistryRequest, takeRegistryRequest } from './registry-request';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

describe('the registry request', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('answers the request the entry started first, then asks again', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { remotes: ['first'] }));
    startRegistryRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/registry.json');
    await expect(takeRegistryRequest()).resolves.toEqual({ remotes: ['first'] });
    fetchMock.mockReturnValueOnce(answer(200, { remotes: ['second'] }));
    await expect(takeRegistryRequest()).resolves.toEqual({ remotes: ['second'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails with the status the registry answered', async () => {
    fetchMock.mockReturnValueOnce(answer(503, null));
    await expect(takeRegistryRequest()).rejects.toThrow('The remote registry answered 503');
  });
});
