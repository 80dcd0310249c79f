// Requests the product makes to addresses people give it (webhook endpoints, ADR 111) reach only
// the public internet: never this machine, the private network it sits in, link-local addresses
// (the cloud's metadata service at 169.254.169.254) or other reserved ranges. Every address a name
// resolves to is checked, and the connection goes to the address that was checked, so a name
// cannot answer a public address to the check and a private one to the connection.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

// One list per family: Node's BlockList matches an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d).
const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet('127.0.0.0', 8, 'ipv4');
const LOOPBACK_V6 = new BlockList();
LOOPBACK_V6.addAddress('::1', 'ipv6');

/** Not the public internet: private, link-local, shared, documentation, multicast and other special-purpose ranges (IANA). */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  // IPv4-mapped and IPv4-compatible addresses, and NAT64: an IPv4 address in IPv6 clothes.
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_V6.addSubnet(network, bits, 'ipv6');

export type OutboundPolicy = { allowLoopback: boolean };

/** Whether the address (a number, not a name) is this machine's. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family === 4 ? LOOPBACK_V4.check(address, 'ipv4') : family === 6 && LOOPBACK_V6.check(address, 'ipv6');
}

/** Why an address may not be reached, or null when it may. */
export function forbiddenAddressReason(address: string, policy: OutboundPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  if (isLoopbackAddress(address)) return policy.allowLoopback ? null : `${address} is this machine (loopback)`;
  if (family === 4 ? NOT_PUBLIC_V4.check(address, 'ipv4') : NOT_PUBLIC_V6.check(address, 'ipv6'))
    return `${address} is not a public internet address (private, link-local or reserved)`;
  return null;
}

export class ForbiddenAddressError extends Error {}

/** The host of a URL as an IP address would be written without brackets ([::1] → ::1). */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Every address the name resolves to, each checked: throws ForbiddenAddressError when any of them
 * may not be reached, or when there is none.
 */
export async function resolvePublicAddresses(hostname: string, policy: OutboundPolicy, resolve: Resolver = systemResolver) {
  const host = bareHost(hostname);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0) throw new ForbiddenAddressError(`${host} has no address`);
  for (const { address } of addresses) {
    const reason = forbiddenAddressReason(address, policy);
    if (reason) throw new ForbiddenAddressError(`${host} resolves to ${address}: ${reason}`);
  }
  return addresses;
}

/** A `lookup` for http(s).request that connects only to checked addresses (the first of them). */
export function checkedLookup(policy: OutboundPolicy, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, policy, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((one) => one.family === options.family) : addresses;
        const chosen = wanted.length > 0 ? wanted : addresses;
        if (options.all) callback(null, chosen);
        else callback(null, chosen[0].address, chosen[0].family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EFORBIDDENADDRESS' }), '', 0),
    );
  };
}
