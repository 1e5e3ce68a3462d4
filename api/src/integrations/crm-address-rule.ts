/**
 * Which addresses the API may call as an organization's CRM (issue #41: the base URL is set by an
 * organizer, so without a rule the API would call its own port, the host's services or the cloud
 * metadata service with the organization's token). Any public unicast address is allowed;
 * loopback, private, link-local, unique-local, unspecified, carrier-grade NAT, multicast and
 * reserved addresses (the metadata services' among them) are refused, as are names that stand for
 * them, unless the operator lists the host in CRM_ALLOWED_HOSTS ("host" or "host:port", comma
 * separated). Without the setting the demo CRM the start command runs is the one host allowed.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export const CRM_ALLOWED_HOSTS_ENV = 'CRM_ALLOWED_HOSTS';

/** The demo CRM's address when CRM_BASE_URL is not set (the seed and the start command agree). */
export const DEMO_CRM_BASE_URL = 'http://127.0.0.1:3007';

export interface AllowedHost {
  /** As `URL.hostname` spells it: lower case, IPv4 canonical, IPv6 in brackets. */
  hostname: string;
  /** Absent: any port of the host. */
  port?: number;
}

/** Answers every address a name resolves to (the API's DNS by default; tests inject their own). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface CrmAddressRule {
  allowedHosts: readonly AllowedHost[];
  resolve: ResolveHost;
}

const resolveWithDns: ResolveHost = (hostname) => lookup(hostname, { all: true });

/** The organizer's side of the rule, one message whatever the address or why it is refused. */
export const crmAddressRefusedMessage = (host: string) =>
  `The CRM address ${host} is not allowed: addresses inside the console's own network (loopback, private, link-local and cloud metadata addresses) are refused unless the console's operator allows them (${CRM_ALLOWED_HOSTS_ENV}). Enter the CRM's public address.`;

/** Names that always mean the machine itself or a metadata service, whatever DNS says. */
const REFUSED_NAMES = new Set(['localhost', 'metadata.google.internal', 'metadata.goog']);

const withoutTrailingDot = (hostname: string) => hostname.replace(/\.$/, '');
const unbracketed = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** The hostname as `URL.hostname` spells it (undici hands IPv6 literals over without brackets). */
function canonicalHostname(hostname: string): string {
  const bare = withoutTrailingDot(unbracketed(hostname));
  return new URL(`http://${isIP(bare) === 6 ? `[${bare}]` : bare}`).hostname;
}

/** The IP address a hostname spells, or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = unbracketed(hostname);
  return isIP(bare) ? bare : null;
}

/** Only public unicast addresses pass; an IPv4-mapped IPv6 address is judged as its IPv4 one. */
export function isRefusedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

export function isRefusedName(hostname: string): boolean {
  const name = withoutTrailingDot(hostname).toLowerCase();
  return REFUSED_NAMES.has(name) || name.endsWith('.localhost');
}

export function isAllowedHost(
  rule: CrmAddressRule,
  hostname: string,
  port: number | string,
): boolean {
  const canonical = canonicalHostname(hostname);
  return rule.allowedHosts.some(
    (entry) =>
      entry.hostname === canonical && (entry.port === undefined || entry.port === Number(port)),
  );
}

/** A URL's port, the scheme's default when it has none. */
export const portOf = (url: URL): number =>
  url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** One "host" or "host:port" entry; IPv6 in brackets ("[fd00::1]:8443"). */
function parseAllowedHost(entry: string): AllowedHost {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i.exec(entry);
  const port = match?.[2] === undefined ? undefined : Number(match[2]);
  const hostname = match?.[1] && URL.canParse(`http://${match[1]}`) ? match[1] : null;
  if (!hostname || (port !== undefined && (port < 1 || port > 65535)))
    throw new Error(
      `${CRM_ALLOWED_HOSTS_ENV}: "${entry}" is not a host or host:port (IPv6 in brackets, e.g. "[fd00::1]:8443").`,
    );
  return { hostname: canonicalHostname(hostname), ...(port === undefined ? {} : { port }) };
}

/** The comma-separated setting; blank entries are skipped, a malformed one stops the start. */
export function parseAllowedHosts(setting: string): AllowedHost[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(parseAllowedHost);
}

function hostOf(baseUrl: string): AllowedHost {
  const url = new URL(baseUrl);
  return { hostname: url.hostname, port: portOf(url) };
}

export function crmAddressRule(
  allowedHosts: readonly AllowedHost[],
  resolve: ResolveHost = resolveWithDns,
): CrmAddressRule {
  return { allowedHosts, resolve };
}

/** The demo CRM alone (buildApp without the option: tests and tools). */
export const defaultCrmAddressRule = (): CrmAddressRule =>
  crmAddressRule([hostOf(DEMO_CRM_BASE_URL)]);

/** CRM_ALLOWED_HOSTS; when unset, the host of CRM_BASE_URL (the demo CRM the start command runs). */
export function crmAddressRuleFromEnv(env: NodeJS.ProcessEnv): CrmAddressRule {
  const setting = env[CRM_ALLOWED_HOSTS_ENV];
  return crmAddressRule(
    setting === undefined
      ? [hostOf(env.CRM_BASE_URL || DEMO_CRM_BASE_URL)]
      : parseAllowedHosts(setting),
  );
}
