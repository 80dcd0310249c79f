// Where push notices may go: a subscription points at a browser's push service (or, in tests, at the
// configured local one), and every connection goes to a public address of it, checked after
// resolving the name on each send, so a name that resolves inward reaches nothing.
import { lookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import ipaddr from 'ipaddr.js';
import { isPushServiceEndpoint } from '@chairside/domain/push-notices';
import type { Config } from '../../platform/config';

/** On the public internet: not loopback, private, link-local, carrier NAT, multicast, documentation, reserved or the like. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The local push service of tests (PUSH_LOCAL_SERVICE_URL), never set in production. */
export function isLocalPushService(config: Pick<Config, 'PUSH_LOCAL_SERVICE_URL'>, endpoint: string): boolean {
  if (!config.PUSH_LOCAL_SERVICE_URL || !URL.canParse(endpoint)) return false;
  return new URL(endpoint).origin === new URL(config.PUSH_LOCAL_SERVICE_URL).origin;
}

/** Whether a subscription may point here: a browser's push service, or the configured local one. */
export const pushEndpointAllowed = (config: Pick<Config, 'PUSH_LOCAL_SERVICE_URL'>, endpoint: string) =>
  isPushServiceEndpoint(endpoint) || isLocalPushService(config, endpoint);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup keeping only public addresses; none left: the name is treated as not found. */
export function publicAddressLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, '');
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    if (usable.length === 0) return callback(Object.assign(new Error(`${hostname} has no public address`), { code: 'ENOTFOUND' }), '');
    if (options.all) return callback(null, usable);
    return callback(null, usable[0].address, usable[0].family);
  });
}

/** The connections of every push send: names resolved to public addresses only (an address written as the host is not resolved: the host check refuses those). */
export const pushAgent = new Agent({ lookup: publicAddressLookup, keepAlive: false });
