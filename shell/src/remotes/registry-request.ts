/**
 * The remote registry's request, kept free of imports: the shell's entry starts it before the
 * modules it waits for have loaded, since the page's remote (registry -> manifest -> remote entry)
 * waits on it. registry.ts validates what it answers.
 */
export const REGISTRY_URL = '/registry.json';

let started: Promise<unknown> | undefined;

/** GET /registry.json: its body, not yet validated. */
async function requestRegistry(): Promise<unknown> {
  const response = await fetch(REGISTRY_URL, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
  return response.json();
}

/** Starts the request, and answers it; the first takeRegistryRequest answers it too. */
export function startRegistryRequest(): Promise<unknown> {
  const request = requestRegistry();
  started = request;
  // Read, and reported, by whoever takes it.
  request.catch(() => undefined);
  return request;
}

/** The started request the first time (if any), a new one after. */
export function takeRegistryRequest(): Promise<unknown> {
  const request = started ?? requestRegistry();
  started = undefined;
  return request;
}
