import { describe, expect, it } from 'vitest';
import { visitorSearchCalls } from './job-search-data';

/** The calls for a public search URL, as path and query string. */
const callsFor = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const [, , , position, zip] = url.pathname.split('/');
  return visitorSearchCalls({ position, zip }, url.searchParams);
};

describe('the public search page on the server: URL to API calls', () => {
  it('asks for the local list only, as the page does: one call per search (the national one on its tab)', () => {
    const calls = callsFor('/dental-jobs/search/DH/60601?radius=101');
    expect(calls.map((call) => call.path)).toEqual(['/jobs/search?position=DH&zip=60601&type=ANY&radius=200&limit=25&offset=0']);
    expect(calls.map((call) => call.queryKey)).toEqual([['job-search', null, { position: 'DH', zip: '60601', type: 'ANY', radius: '200' }, 0]]);
  });

  it('sends every filter of the query string, and pages the list shown', () => {
    const [main, ...others] = callsFor(
      '/dental-jobs/search/da/78701?radius=50&keyword=ortho%20assistant&type=PLANNED&startDate=2026-12-01&endDate=2026-12-05&days-old=7&offset=25',
    );
    expect(main.path).toBe(
      '/jobs/search?keyword=ortho+assistant&position=DA&zip=78701&type=PLANNED&startDate=2026-12-01&endDate=2026-12-05&days-old=7&radius=50&limit=25&offset=25',
    );
    expect(others).toEqual([]);
  });

  it('asks only for the list of the tab shown', () => {
    expect(callsFor('/dental-jobs/search/ANY/60614?category=NATIONAL&radius=101&offset=25').map((call) => call.path)).toEqual([
      '/jobs/search?position=ANY&zip=60614&type=ANY&radius=101&limit=25&offset=25',
    ]);
    expect(callsFor('/dental-jobs/search/ANY/60614?category=EXTERNAL&radius=20&type=PERM').map((call) => call.path)).toEqual([
      '/jobs/search?position=ANY&zip=60614&radius=20&limit=25&offset=0',
    ]);
  });

  it('reads the path as the router hands it to the page (decoded)', () => {
    expect(callsFor('/dental-jobs/search/FO/M5V%202T6')[0].path).toContain('zip=M5V+2T6');
  });

  it.each([
    ['no position or ZIP code', '/dental-jobs/search'],
    ['an unknown position', '/dental-jobs/search/XX/60601'],
    ['a ZIP code too short', '/dental-jobs/search/DH/606'],
    ['temp dates the wrong way round', '/dental-jobs/search/DH/60601?startDate=2026-12-10&endDate=2026-12-01'],
  ])('asks for nothing with %s: the page shows its own message', (_case, path) => {
    expect(callsFor(path)).toEqual([]);
  });

  it('ignores values outside the lists as the page does, and leaves the rest to the API', () => {
    const [main] = callsFor('/dental-jobs/search/DH/ABCDE?radius=7&type=NOPE&utm_source=mail');
    expect(main.path).toBe('/jobs/search?position=DH&zip=ABCDE&type=ANY&radius=200&limit=25&offset=0');
  });
});
