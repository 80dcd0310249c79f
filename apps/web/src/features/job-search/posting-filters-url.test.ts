import { describe, expect, it } from 'vitest';
import { visitorSearchCalls } from './job-search-data';
import { postingFilterCount, searchStateFrom, searchUrl, toSearchForm } from './job-search-url';

const callsFor = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const [, , , position, zip] = url.pathname.split('/');
  return visitorSearchCalls({ position, zip }, url.searchParams);
};

describe('the posting-field filters in the search URL', () => {
  it('reads them from the query string (any order and case, unknown codes dropped) and writes them back in list order', () => {
    const state = searchStateFrom(
      'DH',
      '60614',
      new URLSearchParams(
        'radius=10&employmentType=part_time,FULL_TIME&schedule=weekends,MORNINGS,nights&benefits=PAID_TIME_OFF,HEALTH_INSURANCE&minPay=5500&payUnit=YEAR',
      ),
    );
    expect(state).toMatchObject({
      employmentTypes: ['FULL_TIME', 'PART_TIME'],
      schedule: ['MORNINGS', 'WEEKENDS'],
      benefits: ['HEALTH_INSURANCE', 'PAID_TIME_OFF'],
      minPay: 5500,
      payUnit: 'YEAR',
    });
    expect(postingFilterCount(state)).toBe(7);
    expect(searchUrl('/dental-jobs/search', state)).toBe(
      '/dental-jobs/search/DH/60614?radius=10&employmentType=FULL_TIME%2CPART_TIME&schedule=MORNINGS%2CWEEKENDS&benefits=HEALTH_INSURANCE%2CPAID_TIME_OFF&minPay=5500&payUnit=YEAR',
    );
  });

  it('has none by default, and a bad minimum is none', () => {
    const state = searchStateFrom('DH', '60614', new URLSearchParams('minPay=lots'));
    expect(state).toMatchObject({ employmentTypes: [], schedule: [], benefits: [], minPay: 0, payUnit: 'HOUR' });
    expect(postingFilterCount(state)).toBe(0);
  });

  it('the server-rendered page asks the API with them (the page-data loader), and the external tab without them', () => {
    const [main] = callsFor('/dental-jobs/search/DH/60614?radius=10&employmentType=PART_TIME&schedule=WEEKENDS&benefits=HEALTH_INSURANCE&minPay=5000');
    expect(main.path).toBe(
      '/jobs/search?position=DH&zip=60614&type=ANY&employmentType=PART_TIME&schedule=WEEKENDS&benefits=HEALTH_INSURANCE&minPay=5000&radius=10&limit=25&offset=0',
    );
    const external = searchStateFrom('DH', '60614', new URLSearchParams('category=EXTERNAL&employmentType=PART_TIME&minPay=5000'));
    expect(toSearchForm(external, '')).toMatchObject({ employmentTypes: [], schedule: [], benefits: [], minPay: null });
  });
});
