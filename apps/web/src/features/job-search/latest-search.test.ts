import { describe, expect, it } from 'vitest';
import { searchStateFrom, searchUrl } from './job-search-url';
import { LatestSearch } from './latest-search';

const stateOf = (path: string) => {
  const [pathname, query = ''] = path.split('?');
  const [, , , position, zip] = pathname.split('/');
  return searchStateFrom(position, zip, new URLSearchParams(query));
};
const urlOf = (latest: LatestSearch) => searchUrl('/dental-jobs/search', latest.state);

describe('the search the page builds its next change on', () => {
  it('keeps a typed ZIP code when the render of the earlier position change commits after it', () => {
    const latest = new LatestSearch(stateOf('/dental-jobs/search/?radius=101'));
    const afterPosition = latest.change({ position: 'ANY' });
    latest.change({ zip: '75072' });
    latest.shown(afterPosition);
    latest.change({ radius: 50 });
    expect(urlOf(latest)).toBe('/dental-jobs/search/ANY/75072?radius=50');
  });

  it('takes a URL the page did not go to (the back button) as the new start', () => {
    const latest = new LatestSearch(stateOf('/dental-jobs/search/DH/60614?radius=50'));
    latest.change({ keyword: 'perio' });
    latest.shown(stateOf('/dental-jobs/search/DA/10001?radius=20'));
    latest.change({ type: 'PERM' });
    expect(urlOf(latest)).toBe('/dental-jobs/search/DA/10001?radius=20&type=PERM');
  });

  it('starts every change at the first page', () => {
    const latest = new LatestSearch(stateOf('/dental-jobs/search/DH/60614?radius=50&offset=25'));
    expect(latest.change({ daysOld: '7' }).offset).toBe(0);
  });
});
