import { apiRequest, apiSend, setCsrfToken } from './api-client';
import { z } from '@console/shared/zod';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Replaces fetch with one answering `status` and `body`, recording what was sent. */
function fakeFetch(status = 200, body: unknown = { ok: true }): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

const headersOf = (sent: Sent[]) => (sent[0]?.init.headers ?? {}) as Record<string, string>;

describe('api client bodies', () => {
  afterEach(() => setCsrfToken(null));

  it('sends a JSON body with its content type and the CSRF header', async () => {
    const sent = fakeFetch();
    setCsrfToken('token-1');
    await apiSend('/things', { method: 'POST', body: { name: 'A' } });
    expect(sent[0]?.url).toBe('/api/things');
    expect(sent[0]?.init.body).toBe('{"name":"A"}');
    expect(headersOf(sent)['content-type']).toBe('application/json');
    expect(headersOf(sent)['x-csrf-token']).toBe('token-1');
  });

  it('sends FormData as is, leaving the multipart content type to the browser, with the CSRF header', async () => {
    const sent = fakeFetch(200, { s3FileUrl: 'file://1' });
    setCsrfToken('token-2');
    const form = new FormData();
    form.append('file', new File(['email\n'], 'guests.csv', { type: 'text/csv' }));
    const answer = await apiRequest(z.object({ s3FileUrl: z.string() }), '/files', {
      method: 'POST',
      body: form,
    });
    expect(answer).toEqual({ s3FileUrl: 'file://1' });
    expect(sent[0]?.init.body).toBe(form);
    expect(headersOf(sent)).not.toHaveProperty('content-type');
    expect(headersOf(sent)['x-csrf-token']).toBe('token-2');
    expect(headersOf(sent).accept).toBe('application/json');
  });

  it('sends no body and no content type without a body', async () => {
    const sent = fakeFetch();
    await apiSend('/things/1', { method: 'DELETE' });
    expect(sent[0]?.init.body).toBeUndefined();
    expect(headersOf(sent)).not.toHaveProperty('content-type');
  });
});
