/**
 * The one HTTP client of the console. Every app calls the API through it so that
 * credentials, the CSRF header and error bodies are handled the same way everywhere.
 */
import type { z } from '@console/shared/zod';
import { ApiErrorSchema, ERROR_CODES } from '@console/shared/contract';

export const API_BASE = '/api';
const CSRF_HEADER = 'x-csrf-token';

let csrfToken: string | null = null;

/** Set by the shell after login or session restore; sent on every write. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON-encoded, unless FormData (sent as multipart/form-data). */
  body?: unknown;
  query?: Readonly<
    Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>
  >;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The request body: FormData (a file upload) goes as multipart, the browser writing its
 * content type with the boundary; anything else is JSON.
 */
function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  const encoded = encodeBody(options.body);
  if (encoded.contentType) headers['content-type'] = encoded.contentType;
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: encoded.body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'NETWORK',
      'The server could not be reached. Check your connection and try again.',
    );
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.field);
  }
  return new ApiError(
    response.status,
    ERROR_CODES.internal,
    `Request failed (${response.status}).`,
  );
}

/** A JSON request whose answer is validated against the contract's schema. */
export async function apiRequest<S extends z.ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const response = await send(path, options);
  return schema.parse(await response.json()) as z.infer<S>;
}

/** A request without a body in its answer (204) or whose answer is not needed. */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** A file download (CSV): returns the blob and the file name the server suggests. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
