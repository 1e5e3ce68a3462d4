import {
  RemoteRegistrySchema,
  type RemoteName,
  type RemoteRegistry,
} from '@console/shared/contract';
import { registerRegistry } from './federation';
import { takeRegistryRequest } from './registry-request';

let registryPromise: Promise<RemoteRegistry> | null = null;

async function fetchRegistry(): Promise<RemoteRegistry> {
  const registry = RemoteRegistrySchema.parse(await takeRegistryRequest());
  registerRegistry(registry);
  return registry;
}

/** Fetches /registry.json once and registers every remote it names; a failure is retried next time. */
export function ensureRemotesRegistered(): Promise<RemoteRegistry> {
  if (!registryPromise) {
    registryPromise = fetchRegistry().catch((error: unknown) => {
      registryPromise = null;
      throw error;
    });
  }
  return registryPromise;
}

export function isRegistered(registry: RemoteRegistry, remote: RemoteName): boolean {
  return registry.remotes.some((r) => r.name === remote);
}
