/**
 * The only module that touches the module federation runtime. Tests replace it with jest.mock.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteRegistry } from '@console/shared/contract';
import { takeEarlyManifest } from './early-remote';

let earlyManifestPluginRegistered = false;

export function registerRegistry(registry: RemoteRegistry): void {
  if (!earlyManifestPluginRegistered) {
    // A manifest the entry fetched ahead (early-remote.ts) answers the runtime's first request.
    registerPlugins([{ name: 'console-early-manifest', fetch: (url) => takeEarlyManifest(url) }]);
    earlyManifestPluginRegistered = true;
  }
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
