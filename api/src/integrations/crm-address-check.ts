/**
 * The address rule (crm-address-rule.ts) when a base URL is saved: the organizer hears at once
 * that a loopback, private or metadata address will never be called. A name is resolved here too;
 * one that does not resolve (yet) is saved, since the check at connection time (crm-dispatcher.ts)
 * is the one that holds: DNS may answer differently by then.
 */
import {
  crmAddressRefusedMessage,
  isAllowedHost,
  isRefusedAddress,
  isRefusedName,
  literalAddress,
  portOf,
  type CrmAddressRule,
} from './crm-address-rule';

/** How long a save waits for DNS before leaving the name to the check at connection time. */
const RESOLVE_TIMEOUT_MS = 3000;

async function resolvedAddresses(rule: CrmAddressRule, hostname: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<[]>((resolve) => {
    timer = setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([rule.resolve(hostname), timeout]);
    return found.map((entry) => entry.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** Why the rule refuses `baseUrl` (a message for the organizer), or null when it may be saved. */
export async function crmAddressRefusal(
  rule: CrmAddressRule,
  baseUrl: string,
): Promise<string | null> {
  const url = new URL(baseUrl);
  if (isAllowedHost(rule, url.hostname, portOf(url))) return null;
  const refused = crmAddressRefusedMessage(url.hostname);
  const literal = literalAddress(url.hostname);
  if (literal) return isRefusedAddress(literal) ? refused : null;
  if (isRefusedName(url.hostname)) return refused;
  const addresses = await resolvedAddresses(rule, url.hostname);
  return addresses.some(isRefusedAddress) ? refused : null;
}
