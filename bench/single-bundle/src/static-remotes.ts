/**
 * The shell's remotes without module federation, for the single-bundle measurement build only:
 * bench/single-bundle/webpack.config.js puts this module in place of both
 * shell/src/remotes/federation.ts and shell/src/remotes/registry.ts, so it answers what
 * load-remote-app.ts and bootstrap.tsx import from those two.
 *
 * Each remote's `src/app.tsx` stays its own lazy chunk (a dynamic import, loaded the first time
 * one of its routes renders, as a federated remote is). The registry fetch is bypassed: without
 * federation there is nothing to register, so the registry is answered from this list with no
 * request. The contract version is stamped as tools/build/src/remote-app-entry.js stamps it;
 * in one bundle it is the shell's own.
 */
import {
  CONTRACT_VERSION,
  REMOTE_EXPOSED_MODULE,
  federationName,
  type RemoteName,
  type RemoteRegistry,
} from '@console/shared/contract';
import type { RemoteAppDefinition } from '@console/shared/react';

interface StaticRemote {
  name: RemoteName;
  load: () => Promise<{ default: RemoteAppDefinition }>;
}

const STATIC_REMOTES: readonly StaticRemote[] = [
  { name: 'mf-people', load: () => import('../../../mf-people/src/app') },
  { name: 'mf-access-control', load: () => import('../../../mf-access-control/src/app') },
  { name: 'mf-approvals', load: () => import('../../../mf-approvals/src/app') },
  { name: 'mf-analytics', load: () => import('../../../mf-analytics/src/app') },
  { name: 'mf-integrations', load: () => import('../../../mf-integrations/src/app') },
  { name: 'mf-registration', load: () => import('../../../mf-registration/src/app') },
  { name: 'mf-event-setup', load: () => import('../../../mf-event-setup/src/app') },
];

const STATIC_REGISTRY: RemoteRegistry = {
  remotes: STATIC_REMOTES.map(({ name }) => ({
    name,
    manifestUrl: `${window.location.origin}/${name}`,
    version: CONTRACT_VERSION,
  })),
};

/** The id load-remote-app.ts asks for, e.g. `mf_people/app`. */
function federatedId(remote: RemoteName): string {
  return `${federationName(remote)}/${REMOTE_EXPOSED_MODULE.replace(/^\.\//, '')}`;
}

export function ensureRemotesRegistered(): Promise<RemoteRegistry> {
  return Promise.resolve(STATIC_REGISTRY);
}

export function isRegistered(registry: RemoteRegistry, remote: RemoteName): boolean {
  return registry.remotes.some((r) => r.name === remote);
}

export async function loadFederatedModule(id: string): Promise<unknown> {
  const remote = STATIC_REMOTES.find(({ name }) => federatedId(name) === id);
  if (!remote) throw new Error(`No remote app is bundled for ${id}`);
  const app = await remote.load();
  return { default: { ...app.default, contractVersion: CONTRACT_VERSION } };
}
