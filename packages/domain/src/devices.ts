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

/** The header sets of the load balancers and CDNs that name a client's city and region (GEO_HEADERS, ADR 108). */
export const GEO_HEADER_SETS = {
  cloudflare: { city: 'cf-ipcity', region: 'cf-region' },
  cloudfront: { city: 'cloudfront-viewer-city', region: 'cloudfront-viewer-country-region' },
  appengine: { city: 'x-appengine-city', region: 'x-appengine-region' },
} as const;
export type GeoHeaderSet = keyof typeof GEO_HEADER_SETS;

/** Said for a device whose place is not known. */
export const UNKNOWN_PLACE = 'Unknown place';

const PLACE_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,59}$/u;
const NOT_A_PLACE = new Set(['?', 'unknown', 'zz', 'xx', 't1']);

/** One header's place name, cleaned: percent-decoded, letters and .'- only; null for anything else. */
function placeName(value: string | string[] | undefined, kind: 'city' | 'region'): string | null {
  const raw = (Array.isArray(value) ? value[0] : value) ?? '';
  let text = raw.slice(0, 200);
  try {
    text = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Not percent-encoded: taken as it is.
  }
  text = text.trim().replace(/\s+/g, ' ');
  if (!text || NOT_A_PLACE.has(text.toLowerCase())) return null;
  if (kind === 'region' && /^[A-Za-z0-9]{1,3}$/.test(text)) return /[A-Za-z]/.test(text) ? text.toUpperCase() : null;
  if (!PLACE_NAME.test(text)) return null;
  // App Engine writes names in lowercase: 'mountain view' reads 'Mountain View'.
  return text === text.toLowerCase() ? text.replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase()) : text;
}

/**
 * The rough place ('Chicago, IL') that the proxy's geo headers of `set` name, or null. The caller
 * reads them only from a trusted proxy: a client can send any header.
 */
export function placeFromGeoHeaders(set: GeoHeaderSet, headers: Record<string, string | string[] | undefined>): string | null {
  const names = GEO_HEADER_SETS[set];
  const city = placeName(headers[names.city], 'city');
  const region = placeName(headers[names.region], 'region');
  return [city, region].filter((part) => part !== null).join(', ') || null;
}

/** One signed-in device as its owner sees it. */
export const SignedInDeviceSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  network: z.string().nullable(),
  /** A rough place ('Chicago, IL') from the proxy in front; null when unknown (ADR 108). */
  place: z.string().nullable(),
  delegated: z.boolean(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;
export const SignedInDevicesSchema = z.object({ devices: z.array(SignedInDeviceSchema) });
