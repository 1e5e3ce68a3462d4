/**
 * A tiny fake of the API behind `global.fetch`: handlers by method and path, every call
 * recorded. Tests mock the network, never the modules.
 */
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** A raw body (CSV), sent instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

type Handler = (request: FakeRequest) => FakeReply | unknown;

function fakeResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(reply.headers ?? {}),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    blob: async () =>
      new Blob([text], { type: reply.headers?.['content-type'] ?? 'application/json' }),
  };
  return response as unknown as Response;
}

class Reply {
  constructor(readonly value: FakeReply) {}
}

/** A reply with a status (errors, 202, 204) or a raw body; a handler returning anything else answers 200 JSON. */
export const reply = (value: FakeReply): Reply => new Reply(value);

export class FetchRouter {
  readonly calls: FakeRequest[] = [];
  private readonly handlers = new Map<string, Handler>();

  /** `path` is the pathname under /api, without the query string. A later `on` replaces an earlier one. */
  on(method: string, path: string, handler: Handler | unknown): this {
    this.handlers.set(
      `${method} /api${path}`,
      typeof handler === 'function' ? (handler as Handler) : () => handler,
    );
    return this;
  }

  /** The recorded calls of one method and path. */
  callsTo(method: string, path: string): FakeRequest[] {
    return this.calls.filter((c) => c.method === method && c.path === `/api${path}`);
  }

  /** Replaces `globalThis.fetch` with this fake (jest restores nothing: install one per test). */
  install(): void {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path: url.pathname, url, body };
      this.calls.push(request);
      const handler = this.handlers.get(`${method} ${url.pathname}`);
      if (!handler)
        return fakeResponse({
          status: 404,
          body: { code: 'NOT_FOUND', message: `No fake for ${method} ${url.pathname}` },
        });
      const result = handler(request);
      return fakeResponse(result instanceof Reply ? result.value : { status: 200, body: result });
    }) as typeof fetch;
  }
}
