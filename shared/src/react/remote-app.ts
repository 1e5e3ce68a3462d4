import type { ComponentType } from 'react';

/** What a remote declares: its pages keyed by route key of the catalogue. */
export interface RemoteAppDefinition {
  /** The shell mounts each page under its route's guard. */
  pages: Readonly<Record<string, ComponentType>>;
}

/**
 * What a remote's exposed `./app` module exports as default: its definition, stamped by the
 * build (tools/build) with the contract version the remote was compiled against.
 */
export interface RemoteApp extends RemoteAppDefinition {
  contractVersion: string;
}

/** Declares a remote's pages; the build stamps the contract version on what it exposes. */
export function defineRemoteApp(pages: RemoteAppDefinition['pages']): RemoteAppDefinition {
  return { pages };
}
