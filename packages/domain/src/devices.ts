// How a signed-in device is named to its owner: the browser and system from its user agent, and
// the network it signed in from, coarse enough not to be the person's address.
import { z } from 'zod';

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdgA?\/|\bEdg(iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|(\b|Headless)Chrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** 'Chrome on Windows', 'Safari on iPhone', 'Firefox', 'Unknown browser' (a missing or unknown agent). */
export function deviceName(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

/**
 * The network of an address: its IPv4 /24 ('203.0.113.0/24') or IPv6 /48 ('2001:db8:85a3::/48'),
 * never the address itself; null for what is not an address.
 */
export function coarseNetwork(address: string | null | undefined): string | null {
  const ip = (address ?? '').trim().replace(/^::ffff:(?=\d+\.)/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) {
    const parts = v4.slice(1, 4).map(Number);
    if ([...parts, Number(v4[4])].some((part) => part > 255)) return null;
    return `${parts.join('.')}.0/24`;
  }
  if (!/^[0-9a-f:]+$/i.test(ip) || !ip.includes(':')) return null;
  const [head = '', tail] = ip.split('::');
  if (ip.split('::').length > 2) return null;
  const groups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - groups.length - tailGroups.length;
  if (tail === undefined ? groups.length !== 8 : missing < 1) return null;
  const full = [...groups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  if (full.some((group) => group.length === 0 || group.length > 4)) return null;
  const prefix = full.slice(0, 3).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/48`;
}

/** One signed-in device as its owner sees it. */
export const SignedInDeviceSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  network: z.string().nullable(),
  delegated: z.boolean(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;
export const SignedInDevicesSchema = z.object({ devices: z.array(SignedInDeviceSchema) });
