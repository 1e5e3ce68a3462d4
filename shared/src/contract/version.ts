/**
 * The contract's semver, kept equal to shared/package.json's version (a test checks it).
 * A remote exports the version it was built against. The shell refuses a remote whose major
 * differs from its own, and one built for a newer minor: additions are what a minor brings,
 * and the shell's copy of the contract (a federation singleton) would lack them.
 */
export const CONTRACT_VERSION = '5.7.0';

function partsOf(version: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function majorOf(version: string): number {
  return partsOf(version)?.[0] ?? -1;
}

export function isCompatibleContract(
  remoteVersion: string,
  hostVersion = CONTRACT_VERSION,
): boolean {
  const remote = partsOf(remoteVersion);
  const host = partsOf(hostVersion);
  if (!remote || !host) return false;
  return remote[0] === host[0] && remote[1] <= host[1];
}
