// The office maps (ADR 89), without zod (the map's code loads it in the browser): the tile
// source, a tile server's address template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png
// with the credit its licence asks the map to show, and where a map of offices opens. Without a
// template no map is drawn. The settings' schema is MapSettingsSchema in ./office.

const PLACEHOLDER = /\{([^}]*)\}/g;
/** Leaflet fills these: zoom, column, row, a subdomain (a, b or c) and '@2x' on sharp screens. */
const KNOWN_PLACEHOLDERS = new Set(['z', 'x', 'y', 's', 'r']);
const SUBDOMAIN_LABEL = '{s}.';

/** Why a tile address template cannot be used, or null when it can. */
export function tileUrlProblem(template: string): string | null {
  // The group always takes part (it may be empty: '{}').
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = placeholders.find((name) => !KNOWN_PLACEHOLDERS.has(name));
  if (unknown !== undefined) return `{${unknown}} is not a tile placeholder: use {z}, {x}, {y}, and optionally {s} and {r}`;
  if (!['z', 'x', 'y'].every((name) => placeholders.includes(name))) return 'the address needs {z}, {x} and {y}';
  let url: URL;
  try {
    url = new URL(template.replaceAll('{s}', 'a').replaceAll('{z}', '0').replaceAll('{x}', '0').replaceAll('{y}', '0').replaceAll('{r}', ''));
  } catch {
    return 'an http(s) address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'an http(s) address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  if (url.username || url.password) return 'no user name or password in the address';
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$/.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/.test(url.hostname)) return 'a host name of letters, digits, dots and hyphens';
  const host = template.slice(template.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (host.includes('{') && !(host.startsWith(SUBDOMAIN_LABEL) && !host.slice(SUBDOMAIN_LABEL.length).includes('{')))
    return '{s} may only stand as the first part of the host name, as in https://{s}.tile.example.org/{z}/{x}/{y}.png';
  return null;
}

/**
 * The origin tiles come from, as a Content-Security-Policy source: 'https://tiles.example.org',
 * or 'https://*.tile.example.org' when the template picks a subdomain. The template must pass
 * tileUrlProblem.
 */
export function tileOrigin(template: string): string {
  const subdomains = template.includes(`//${SUBDOMAIN_LABEL}`);
  const url = new URL(template.replace(`//${SUBDOMAIN_LABEL}`, '//a.').replace(/\{[^}]*\}/g, '0'));
  return subdomains ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin;
}

/** GET /map/settings: what the pages need to draw office maps; tileUrl null: no map. */
export type MapSettings = { tileUrl: string | null; attribution: string | null };

/** An office as a map shows it. */
export type MapPlace = { id: number; name: string; address: string; isPrimary: boolean; lat: number; lng: number };

export type MapView = {
  centre: { lat: number; lng: number };
  /** The area to show around the centre; null when every office stands at the centre. */
  bounds: { south: number; west: number; north: number; east: number } | null;
};

/**
 * Where a map of offices opens: centred on the primary office (the first when none is primary),
 * wide enough to show every office on either side of it.
 */
export function officeMapView(places: readonly Pick<MapPlace, 'lat' | 'lng' | 'isPrimary'>[]): MapView {
  const centre = places.find((place) => place.isPrimary) ?? places[0];
  if (!centre) throw new Error('A map of offices needs at least one office.');
  const latReach = Math.max(...places.map((place) => Math.abs(place.lat - centre.lat)));
  const lngReach = Math.max(...places.map((place) => Math.abs(place.lng - centre.lng)));
  return {
    centre: { lat: centre.lat, lng: centre.lng },
    bounds:
      latReach === 0 && lngReach === 0
        ? null
        : { south: centre.lat - latReach, west: centre.lng - lngReach, north: centre.lat + latReach, east: centre.lng + lngReach },
  };
}
