/**
 * The registry document the running console reads on every request (REMOTE_REGISTRY_FILE,
 * set by playwright.config.ts). A test points one remote elsewhere and puts it back.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface RegistryEntry {
  name: string;
  manifestUrl: string;
  version: string;
}

function registryFile(): string {
  const file = process.env.REMOTE_REGISTRY_FILE;
  if (!file) throw new Error('REMOTE_REGISTRY_FILE is not set (see playwright.config.ts)');
  return file;
}

export function readRegistryFile(): { remotes: RegistryEntry[] } {
  return JSON.parse(readFileSync(registryFile(), 'utf8')) as { remotes: RegistryEntry[] };
}

export function writeRegistryFile(registry: { remotes: RegistryEntry[] }): void {
  writeFileSync(registryFile(), `${JSON.stringify(registry, null, 2)}\n`);
}

/** Points `name` at another manifest; returns a function that restores the previous registry. */
export function pointRemote(name: string, manifestUrl: string, version: string): () => void {
  const before = readRegistryFile();
  writeRegistryFile({
    remotes: before.remotes.map((r) => (r.name === name ? { name, manifestUrl, version } : r)),
  });
  return () => writeRegistryFile(before);
}
