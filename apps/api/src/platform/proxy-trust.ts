import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For is believed when finding a request's client address (request.ip):
 * nobody (false), or proxies at these addresses or ranges. The client is the nearest address,
 * walking back from the connection through X-Forwarded-For, that is not a trusted proxy.
 */
export type ProxyTrust = false | string[];

/** Ranges Fastify knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP = 'give a comma-separated list of the proxies’ addresses or ranges (10.0.0.0/8, loopback), or leave it unset';

/**
 * TRUST_PROXY: off unless set. `true` is refused because it believes any client, and so is a
 * hop count: it cannot tell a proxy from a client that connects directly.
 */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): ProxyTrust => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `a hop count cannot tell a proxy from a client that connects directly: ${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `${wrong === '' ? 'an empty entry' : `"${wrong}"`} is not a proxy address: ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The `trustProxy` option of every Fastify server of the application, from the configuration. */
export function trustProxyOption(config: { TRUST_PROXY: ProxyTrust }): ProxyTrust {
  return config.TRUST_PROXY;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a client address is this machine: 127.0.0.0/8, ::1, or 127.x written as IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a URL names this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLocalUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost') return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
}

/** The addresses Fastify's named ranges stand for. */
const NAMED_SUBNETS: Record<string, ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Whether the connection's own address (not X-Forwarded-For) is one of TRUST_PROXY's proxies:
 * only then are headers that such a proxy adds (the client's place, ADR 108) believed.
 */
export function isTrustedProxy(trust: ProxyTrust, connectionAddress: string | undefined): boolean {
  if (trust === false || !connectionAddress) return false;
  const address = connectionAddress.replace(/^::ffff:(?=\d+\.)/i, '');
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of trust) {
    for (const [subnet, prefix, type] of NAMED_SUBNETS[entry] ?? []) list.addSubnet(subnet, prefix, type);
    if (NAMED_SUBNETS[entry]) continue;
    const [base, prefix] = entry.split('/');
    const type = isIP(base) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
