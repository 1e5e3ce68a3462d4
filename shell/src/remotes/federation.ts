/**
 * The only module that touches the module federation runtime. Tests replace it with jest.mock.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteRegistry } from '@console/shared/contract';

export function registerRegistry(registry: RemoteRegistry): void {
  registerRemotes(
    registry.remotes.map((remote) => ({
      name: federationName(remote.name),
      entry: remote.manifestUrl,
    })),
    { force: true },
  );
}

export async function loadFederatedModule(id: string): Promise<unknown> {
  const module: unknown = await loadRemote(id);
  if (module === undefined || module === null)
    throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
