/** The CRM address rule's parts, case by case: the ranges refused, the setting read, the hosts allowed. */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  crmAddressRule,
  crmAddressRuleFromEnv,
  isAllowedHost,
  isRefusedAddress,
  isRefusedName,
  parseAllowedHosts,
} from './crm-address-rule';

describe('CRM address rule', () => {
  it('refuses loopback, private, link-local, unique-local, unspecified, metadata and other special ranges; lets public unicast through', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.8',
      '172.16.5.4',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '100.100.100.200',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      'not an address',
    ];
    const allowed = ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'];
    expect(refused.filter((address) => !isRefusedAddress(address))).toEqual([]);
    expect(allowed.filter(isRefusedAddress)).toEqual([]);
  });

  it('refuses the names of the machine itself and of the metadata services, whatever their case', () => {
    for (const name of ['localhost', 'LOCALHOST.', 'api.localhost', 'metadata.google.internal'])
      expect({ name, refused: isRefusedName(name) }).toEqual({ name, refused: true });
    expect(isRefusedName('crm.example.com')).toBe(false);
  });

  it('reads CRM_ALLOWED_HOSTS: host or host:port, any case, IPv6 in brackets; a malformed entry stops the start', () => {
    expect(parseAllowedHosts(' CRM.Internal , 10.0.0.5:8443,[FD00::1]:443,, ')).toEqual([
      { hostname: 'crm.internal' },
      { hostname: '10.0.0.5', port: 8443 },
      { hostname: '[fd00::1]', port: 443 },
    ]);
    for (const bad of ['http://crm.internal', 'crm:abc', '[zz]:80', 'crm:70000', 'a/b', 'fd00::1'])
      expect(() => parseAllowedHosts(bad)).toThrow(
        /CRM_ALLOWED_HOSTS: .* is not a host or host:port/,
      );
  });

  it('matches an entry with a port on that port only, one without on any; names, IPv4 and IPv6 as URL spells them', () => {
    const rule = crmAddressRule(parseAllowedHosts('10.0.0.5:8443,crm.internal,[::1]:4100'));
    expect(isAllowedHost(rule, '10.0.0.5', 8443)).toBe(true);
    expect(isAllowedHost(rule, '10.0.0.5', '8443')).toBe(true);
    expect(isAllowedHost(rule, '10.0.0.5', 443)).toBe(false);
    expect(isAllowedHost(rule, 'CRM.internal.', 1)).toBe(true);
    expect(isAllowedHost(rule, '::1', 4100)).toBe(true);
    expect(isAllowedHost(rule, '[::1]', 4100)).toBe(true);
    expect(isAllowedHost(rule, '127.0.0.1', 4100)).toBe(false);
  });

  it('allows, without the setting, the demo CRM: the host of CRM_BASE_URL, else 127.0.0.1:3007', () => {
    expect(crmAddressRuleFromEnv({}).allowedHosts).toEqual([{ hostname: '127.0.0.1', port: 3007 }]);
    expect(
      crmAddressRuleFromEnv({ CRM_BASE_URL: 'http://localhost:3999/crm' }).allowedHosts,
    ).toEqual([{ hostname: 'localhost', port: 3999 }]);
    expect(crmAddressRuleFromEnv({ CRM_ALLOWED_HOSTS: '' }).allowedHosts).toEqual([]);
    expect(
      crmAddressRuleFromEnv({ CRM_ALLOWED_HOSTS: 'crm.internal', CRM_BASE_URL: 'http://x:1' })
        .allowedHosts,
    ).toEqual([{ hostname: 'crm.internal' }]);
  });
});
