import { describe, expect, it } from 'vitest';
import { alertResultsPath } from '@chairside/domain/job-alert-rules';
import { APP_SEARCH_BASE, searchStateFrom, searchUrl } from './job-search-url';

/** The results link of an alert's push notice opens the search page on the alert's own criteria. */
function opened(path: string) {
  const url = new URL(path, 'http://localhost');
  const [position, zip] = url.pathname
    .slice(APP_SEARCH_BASE.length + 1)
    .split('/')
    .map(decodeURIComponent);
  return searchStateFrom(position, zip, url.searchParams);
}

describe("an alert's results link", () => {
  it.each([
    [
      { position: 'DH', zip: '60614', radius: 30, type: 'ANY' as const, keyword: null },
      { category: 'local', position: 'DH', zip: '60614', radius: 30, type: 'ANY', keyword: '' },
    ],
    [
      { position: 'ANY', zip: '78701', radius: 50, type: 'PERM' as const, keyword: 'pediatric' },
      { category: 'local', position: 'ANY', zip: '78701', radius: 50, type: 'PERM', keyword: 'pediatric' },
    ],
    [
      { position: 'DA', zip: '10001', radius: 10, type: 'TEMP' as const, keyword: null },
      { category: 'local', position: 'DA', radius: 10, type: 'PLANNED' },
    ],
    [
      { position: 'DD', zip: null, radius: 101, type: 'ANY' as const, keyword: null },
      { category: 'NATIONAL', position: 'DD', zip: '', radius: 101 },
    ],
  ])('%o opens that search', (alert, expected) => {
    const path = alertResultsPath(alert);
    const state = opened(path);
    expect(state).toMatchObject(expected);
    // The page would write the same address for that search.
    expect(searchUrl(APP_SEARCH_BASE, state)).toBe(path);
  });
});
