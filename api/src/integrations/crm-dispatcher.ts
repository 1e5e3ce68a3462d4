/**
 * The HTTP dispatcher every call to a CRM goes through: the address rule (crm-address-rule.ts)
 * is checked on the address the socket is about to connect to, after DNS, so a name that passed
 * when it was saved and resolves inside now (DNS rebinding included) is refused before any byte
 * is sent. An IP literal is checked as written (Node does not look it up); a host the operator
 * allows connects as usual. A refusal is a CrmAddressRefused, whatever the address and port.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import {
  isAllowedHost,
  isRefusedAddress,
  isRefusedName,
  literalAddress,
  type CrmAddressRule,
} from './crm-address-rule';

export class CrmAddressRefused extends Error {
  constructor() {
    super('The CRM address is refused by the address rule (CRM_ALLOWED_HOSTS)');
    this.name = 'CrmAddressRefused';
  }
}

type LookupCallback = Parameters<LookupFunction>[2];

/** Resolves with the rule's resolver, refuses when any address is refused, answers as dns.lookup. */
function guardedLookup(rule: CrmAddressRule): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    rule.resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : null;
        const usable: LookupAddress[] = found.filter((a) => family === null || a.family === family);
        const first = usable[0];
        if (found.some((a) => isRefusedAddress(a.address))) callback(new CrmAddressRefused(), '');
        else if (!first)
          callback(
            Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
            '',
          );
        else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export function crmDispatcher(rule: CrmAddressRule): Agent {
  const open = buildConnector({});
  const guarded = buildConnector({ lookup: guardedLookup(rule) });
  return new Agent({
    connect: (options, callback) => {
      const port = options.port || (options.protocol === 'https:' ? 443 : 80);
      if (isAllowedHost(rule, options.hostname, port)) return open(options, callback);
      const literal = literalAddress(options.hostname);
      const refused = literal ? isRefusedAddress(literal) : isRefusedName(options.hostname);
      if (refused) return callback(new CrmAddressRefused(), null);
      return guarded(options, callback);
    },
  });
}
