import type { ComponentType } from 'react';
import { CONTRACT_VERSION } from '../contract';

/** What a remote's exposed `./app` module exports as default. */
export interface RemoteApp {
  contractVersion: string;
  /** Pages keyed by route key of the catalogue; the shell mounts them under the route's guard. */
  pages: Readonly<Record<string, ComponentType>>;
}

/** Declares a remote's pages, stamped with the contract version it is built against. */
export function defineRemoteApp(pages: RemoteApp['pages']): RemoteApp {
  return { contractVersion: CONTRACT_VERSION, pages };
}
