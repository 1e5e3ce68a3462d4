import type { ComponentType } from 'react';
import { isCompatibleContract } from '@console/shared/contract';
import type { RemoteApp } from '@console/shared/react';

export type RemoteModuleCheck =
  | { kind: 'ok'; app: RemoteApp }
  | { kind: 'incompatible'; remoteVersion: string }
  | { kind: 'invalid'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Checks what a remote's `./app` module exported: a RemoteApp built for a contract this shell serves. */
export function checkRemoteModule(module: unknown, hostVersion?: string): RemoteModuleCheck {
  const candidate = isRecord(module) && 'default' in module ? module.default : module;
  if (!isRecord(candidate)) return { kind: 'invalid', reason: 'the module has no default export' };
  const { contractVersion, pages } = candidate;
  if (typeof contractVersion !== 'string')
    return { kind: 'invalid', reason: 'contractVersion is missing' };
  if (!isCompatibleContract(contractVersion, hostVersion))
    return { kind: 'incompatible', remoteVersion: contractVersion };
  if (!isRecord(pages)) return { kind: 'invalid', reason: 'pages is missing' };
  const checkedPages: Record<string, ComponentType> = {};
  for (const [key, page] of Object.entries(pages)) {
    if (typeof page === 'function' || (isRecord(page) && '$$typeof' in page))
      checkedPages[key] = page as ComponentType;
  }
  return { kind: 'ok', app: { contractVersion, pages: checkedPages } };
}
