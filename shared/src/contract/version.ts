/**
 * The contract's semver. A remote exports the version it was built against;
 * the shell refuses a remote whose major differs from its own.
 */
export const CONTRACT_VERSION = '1.0.0';

export function majorOf(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isNaN(major) ? -1 : major;
}

export function isCompatibleContract(
  remoteVersion: string,
  hostVersion = CONTRACT_VERSION,
): boolean {
  return majorOf(remoteVersion) >= 0 && majorOf(remoteVersion) === majorOf(hostVersion);
}
