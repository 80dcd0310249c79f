import { describe, expect, it } from 'vitest';
import { jobSearchRequests } from '@chairside/domain/job-search';
import { searchCalls, searchFilterCount, searchProblems, searchStateFrom, searchUrl, toSearchForm } from './job-search-url';

const stateOf = (path: string) => {
  const [pathname, query = ''] = path.split('?');
  const [, , position, zip] = pathname.split('/').slice(1);
  return searchStateFrom(position, zip, new URLSearchParams(query));
};

describe('the search screen URL', () => {
  it('reads the defaults: local, any distance (101), any type, any age, all evaluations', () => {
    const state = stateOf('/app/search-jobs/DH/60614');
    expect(state).toMatchObject({ category: 'local', position: 'DH', zip: '60614', radius: 101, type: 'ANY', daysOld: 'any', evaluation: 'all', offset: 0 });
  });

  it.each([
    ['/app/search-jobs/DH/60614?radius=50&keyword=perio&type=PLANNED&startDate=2026-12-01&endDate=2026-12-05&days-old=7&evaluation=LIKED&offset=25'],
    ['/app/search-jobs/ANY/78701?category=NATIONAL&radius=101'],
    ['/app/search-jobs/DA/10001?category=EXTERNAL&radius=20'],
    ['/app/search-jobs/DH/60614?radius=50&type=PLANNED&dow=0100010&state=true'],
  ])('writes back what it read: %s', (path) => {
    expect(searchUrl('/app/search-jobs', stateOf(path))).toBe(path);
  });

  it('falls back to the defaults for values outside the lists', () => {
    expect(stateOf('/app/search-jobs/XX/60614?radius=7&type=NOPE&days-old=5&evaluation=maybe&offset=-3')).toMatchObject({
      position: '',
      radius: 101,
      type: 'ANY',
      daysOld: 'any',
      evaluation: 'all',
      offset: 0,
    });
  });

  it('reads a position as the API does: any case, ALL is ANY', () => {
    expect(stateOf('/app/search-jobs/dh/60614').position).toBe('DH');
    expect(stateOf('/app/search-jobs/all/60614').position).toBe('ANY');
  });

  it('reads the days a temp job needs (dow, Sunday first) and the state-wide search; a malformed dow is no day', () => {
    expect(stateOf('/app/search-jobs/DH/60614?dow=1000001&state=true')).toMatchObject({ weekdays: [0, 6], stateWide: true });
    expect(stateOf('/app/search-jobs/DH/60614?dow=12&state=yes')).toMatchObject({ weekdays: [], stateWide: false });
  });

  it('sends dow and state to the API; dow not for permanent jobs nor the external list', () => {
    const temp = jobSearchRequests(toSearchForm(stateOf('/app/search-jobs/DH/60614?radius=50&dow=0100000&state=true'), ''), null);
    expect(temp.main).toMatchObject({ dow: '0100000', state: 'true' });
    const perm = jobSearchRequests(toSearchForm(stateOf('/app/search-jobs/DH/60614?radius=50&type=PERM&dow=0100000'), ''), null);
    expect(perm.main).not.toHaveProperty('dow');
    const external = jobSearchRequests(toSearchForm(stateOf('/app/search-jobs/DH/60614?category=EXTERNAL&radius=50&dow=0100000'), ''), null);
    expect(external.main).not.toHaveProperty('dow');
  });

  it('drops the temp dates from the URL for permanent jobs', () => {
    const state = stateOf('/app/search-jobs/DH/60614?radius=50&type=PERM&startDate=2026-12-01');
    expect(searchUrl('/app/search-jobs', state)).toBe('/app/search-jobs/DH/60614?radius=50&type=PERM');
  });
});

describe('the search form rules', () => {
  it.each([
    ['/app/search-jobs/DH/60614', {}],
    ['/app/search-jobs/DH/606', { zip: 'Enter a ZIP code (5 characters).' }],
    ['/app/search-jobs/DH?category=NATIONAL', {}],
    ['/app/search-jobs/XX/60614', { position: 'Choose a position.' }],
    ['/app/search-jobs/DH/60614?startDate=2026-12-10&endDate=2026-12-01', { endDate: 'End date must come after start date' }],
    ['/app/search-jobs/DH/60614?type=PERM&startDate=2026-12-10&endDate=2026-12-01', {}],
  ])('%s', (path, problems) => {
    expect(searchProblems(stateOf(path))).toEqual(problems);
  });

  it('sends radius 101 as 200 on the main call and 101 on the national one, without the user’s own ZIP', () => {
    const requests = jobSearchRequests(toSearchForm(stateOf('/app/search-jobs/DH/60614?keyword=a'), 'a'), '60614');
    expect(requests.main).toEqual({ position: 'DH', type: 'ANY', radius: '200' });
    expect(requests.national).toEqual({ position: 'DH', type: 'ANY', radius: '101' });
  });

  it('leaves type, dates and evaluation out of an external search', () => {
    const form = toSearchForm(stateOf('/app/search-jobs/DH/60614?category=EXTERNAL&type=PLANNED&startDate=2026-12-01&evaluation=LIKED'), 'perio');
    expect(form).toMatchObject({ keyword: 'perio', type: null, startDate: null, evaluation: null });
  });
});

describe('the search screen calls', () => {
  it('asks as the signed-in user, leaving out their own ZIP code', () => {
    const state = searchStateFrom('DH', '60614', new URLSearchParams('radius=50'));
    const { main, national } = searchCalls(state, { username: 'rosa', zip: '60614' });
    expect(main).toEqual({
      queryKey: ['job-search', 'rosa', { position: 'DH', type: 'ANY', radius: '50' }, 0],
      path: '/users/rosa/jobs?position=DH&type=ANY&radius=50&limit=25&offset=0',
      enabled: true,
    });
    expect(national.path).toBe('/users/rosa/jobs?position=DH&type=ANY&radius=101&limit=25&offset=0');
  });

  it('asks one call per search: the main one near a ZIP code or on other job sites, the national one on its tab', () => {
    const enabled = (query: string) => {
      const { main, national } = searchCalls(searchStateFrom('DH', '60614', new URLSearchParams(query)), null);
      return [main.enabled, national.enabled];
    };
    expect(enabled('radius=50')).toEqual([true, false]);
    expect(enabled('')).toEqual([true, false]);
    expect(enabled('category=EXTERNAL')).toEqual([true, false]);
    expect(enabled('category=NATIONAL')).toEqual([false, true]);
  });

  it('asks as a visitor on the public page', () => {
    const { main } = searchCalls(searchStateFrom('DH', '60614', new URLSearchParams('radius=50')), null);
    expect(main).toMatchObject({
      queryKey: ['job-search', null, { position: 'DH', zip: '60614', type: 'ANY', radius: '50' }, 0],
      path: '/jobs/search?position=DH&zip=60614&type=ANY&radius=50&limit=25&offset=0',
    });
  });
});

describe('the count on the phone’s Filters button', () => {
  it.each([
    // Position, ZIP and distance are the search itself: shown beside the button, not counted.
    ['/app/search-jobs/ANY/60614?radius=50&state=true', false, 0],
    ['/app/search-jobs/DH/60614?keyword=perio&days-old=7', false, 2],
    ['/app/search-jobs/DH/60614?keyword=%20', false, 0],
    // Temp dates count once; a permanent search drops them and the temp days.
    ['/app/search-jobs/DH/60614?type=PLANNED&startDate=2026-12-01&endDate=2026-12-05&dow=0100010', false, 3],
    ['/app/search-jobs/DH/60614?type=PERM&startDate=2026-12-01&dow=0100010', false, 1],
    ['/app/search-jobs/DH/60614?employmentType=PART_TIME,FULL_TIME&benefits=DENTAL_INSURANCE&minPay=5000', false, 4],
    // Only a signed-in user chooses the evaluation.
    ['/app/search-jobs/DH/60614?evaluation=LIKED', true, 1],
    ['/app/search-jobs/DH/60614?evaluation=LIKED', false, 0],
    // The external list shows only the keyword and the age.
    ['/app/search-jobs/DH/60614?category=EXTERNAL&keyword=perio&days-old=7&type=PERM&employmentType=PART_TIME', false, 2],
  ])('%s (signed in: %s): %i', (path, signedIn, count) => {
    expect(searchFilterCount(stateOf(path), signedIn)).toBe(count);
  });
});
