import type { Crumb } from './page-meta';

// The JSON-LD a page's document carries (server only). Pages write their own addresses as site
// paths ('/dental-jobs/…'); the document writes them absolute, from the configured public origin,
// as search engines ask (ADR 100).

/** The schema.org properties whose values are addresses. */
const ADDRESS_PROPERTIES = new Set(['@id', 'url', 'logo', 'item', 'image', 'contentUrl', 'mainEntityOfPage', 'sameAs']);

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/** The markup with every site path in an address property made absolute against `publicUrl`. */
export function withAbsoluteAddresses<T>(markup: T, publicUrl: string): T {
  const absolute = (value: unknown, isAddress: boolean): unknown => {
    if (typeof value === 'string') return isAddress && isSitePath(value) ? new URL(value, publicUrl).toString() : value;
    if (Array.isArray(value)) return value.map((item) => absolute(item, isAddress));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolute(item, ADDRESS_PROPERTIES.has(key))]));
    return value;
  };
  return absolute(markup, false) as T;
}

/** schema.org BreadcrumbList of the trail a page shows, step by step. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
  };
}
