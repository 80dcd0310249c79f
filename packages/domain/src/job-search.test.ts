import { describe, expect, it } from 'vitest';
import {
  END_BEFORE_START_MESSAGE,
  dateOrderProblem,
  distanceInMiles,
  isSearchRadius,
  jobSearchRequests,
  matchesEvaluation,
  normaliseJobSearch,
  DOW_MESSAGE,
  STATE_MESSAGE,
  maskOfWeekdays,
  weekdaysOfMask,
  normaliseZip,
  searchPosition,
  type JobSearchContext,
  type JobSearchParams,
  type JobSearchQuery,
} from './job-search';

const visitor: JobSearchContext = { signedIn: false };
const seeker: JobSearchContext = { signedIn: true, userZip: '60625', userPosition: 'DH' };

const DEFAULTS: JobSearchParams = {
  keyword: null,
  position: 'ANY',
  zip: '10001',
  radius: 200,
  national: false,
  type: 'ANY',
  startDate: null,
  endDate: null,
  daysOld: null,
  evaluation: 'all',
  invited: false,
  limit: 25,
  offset: 0,
  employmentTypes: [],
  schedule: [],
  benefits: [],
  minPay: null,
  weekdays: [],
  stateWide: false,
};

function params(query: JobSearchQuery, context: JobSearchContext = visitor) {
  const result = normaliseJobSearch(query, context);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result.params;
}

function problem(query: JobSearchQuery, context: JobSearchContext = visitor) {
  const result = normaliseJobSearch(query, context);
  if (result.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.params)}`);
  const [first] = result.problems;
  if (!first) throw new Error('expected a problem, got a failure without one');
  return first;
}

describe('normaliseJobSearch: defaults', () => {
  it("a visitor's search with only a ZIP gets the spec's defaults (radius 200, limit 25, offset 0, every position, type and evaluation)", () => {
    expect(params({ zip: '10001' })).toEqual(DEFAULTS);
  });

  it("a signed-in search without ZIP or position uses the user's own", () => {
    expect(params({}, seeker)).toEqual({ ...DEFAULTS, zip: '60625', position: 'DH' });
  });

  it('given values win over the user’s own', () => {
    expect(params({ zip: '78701', position: 'DA' }, seeker)).toMatchObject({ zip: '78701', position: 'DA' });
  });

  it.each([
    [
      'blank strings are "not given"',
      { zip: '10001', keyword: ' ', position: '', radius: '', type: '', evaluation: '', 'days-old': '', limit: '', offset: '' },
      {},
    ],
    ['ANY and ALL are every position', { zip: '10001', position: 'ALL' }, { position: 'ANY' }],
    ["a position by either label: LT's 'Dental Laboratory'", { zip: '10001', position: 'Dental Laboratory' }, { position: 'LT' }],
    ['codes are case-insensitive', { zip: '10001', position: 'dh', type: 'planned', evaluation: 'all' }, { position: 'DH', type: 'TEMP' }],
    ['PLANNED and TEMP are the temp type', { zip: '10001', type: 'TEMP' }, { type: 'TEMP' }],
    ['PERM', { zip: '10001', type: 'PERM' }, { type: 'PERM' }],
    ['ZIP+4 is cut to the ZIP', { zip: '10001-1234' }, { zip: '10001' }],
    ['a Canadian postal code becomes its forward sortation area', { zip: 'm5v 3l9' }, { zip: 'M5V' }],
    ['days-old 7', { zip: '10001', 'days-old': '7' }, { daysOld: 7 }],
    ['days-old any', { zip: '10001', 'days-old': 'any' }, { daysOld: null }],
    ['limit and offset', { zip: '10001', limit: '100', offset: '50' }, { limit: 100, offset: 50 }],
    ['keyword is trimmed and its spaces collapsed', { zip: '10001', keyword: '  front   desk ' }, { keyword: 'front desk' }],
    ['a one-character keyword is no keyword (the minimum is 2)', { zip: '10001', keyword: 'a' }, { keyword: null }],
    ['a 200-character keyword is kept', { zip: '10001', keyword: 'k'.repeat(200) }, { keyword: 'k'.repeat(200) }],
    [
      'start and end dates for temp jobs',
      { zip: '10001', type: 'PLANNED', startDate: '2026-03-01', endDate: '2026-03-09' },
      { type: 'TEMP', startDate: '2026-03-01', endDate: '2026-03-09' },
    ],
    [
      'the same start and end day is a one-day search',
      { zip: '10001', startDate: '2026-03-01', endDate: '2026-03-01' },
      { startDate: '2026-03-01', endDate: '2026-03-01' },
    ],
    [
      'dates are ignored for PERM (the form hides them)',
      { zip: '10001', type: 'PERM', startDate: '2026-03-01', endDate: '2026-03-09' },
      { type: 'PERM', startDate: null, endDate: null },
    ],
    ["the spec's default dow '0000000' asks no day", { zip: '10001', dow: '0000000' }, { weekdays: [] }],
    ['dow is Sunday first: Monday and Saturday', { zip: '10001', dow: '0100001' }, { weekdays: [1, 6] }],
    ['dow every day', { zip: '10001', type: 'TEMP', dow: '1111111' }, { type: 'TEMP', weekdays: [0, 1, 2, 3, 4, 5, 6] }],
    ['dow is ignored for PERM (days of temp work)', { zip: '10001', type: 'PERM', dow: '0100000' }, { type: 'PERM', weekdays: [] }],
    ["the spec's default state false is the radius", { zip: '10001', state: 'false' }, { stateWide: false }],
    ['state true searches the whole state', { zip: '10001', state: 'true' }, { stateWide: true }],
    ['state 1 is true', { zip: '10001', state: '1' }, { stateWide: true }],
    ['the national search is not state-wide', { zip: '10001', radius: '101', state: 'true' }, { radius: 101, national: true, stateWide: false }],
  ] as [string, JobSearchQuery, Partial<JobSearchParams>][])('%s', (_name, query, expected) => {
    expect(params(query)).toEqual({ ...DEFAULTS, ...expected });
  });
});

describe('normaliseJobSearch: dow and state', () => {
  it.each(['000000', '00000000', '0200000', 'mon', '1111111 '.repeat(2)])('dow %j is refused, naming the field', (dow) => {
    expect(problem({ zip: '10001', dow })).toEqual({ field: 'dow', message: DOW_MESSAGE });
  });

  it.each(['yes', 'TRUE!', '2'])('state %j is refused, naming the field', (state) => {
    expect(problem({ zip: '10001', state })).toEqual({ field: 'state', message: STATE_MESSAGE });
  });

  it('weekdaysOfMask and maskOfWeekdays read each other back', () => {
    for (const mask of ['0000000', '1000000', '0000001', '0101010', '1111111']) expect(maskOfWeekdays(weekdaysOfMask(mask) ?? [])).toBe(mask);
  });
});

describe('normaliseJobSearch: radius and the national search (101)', () => {
  it.each(['10', '20', '30', '40', '50', '100', '200'])('radius %s miles is a local search', (radius) => {
    expect(params({ zip: '10001', radius })).toMatchObject({ radius: Number(radius), national: false });
  });

  it('101 is the national search', () => {
    expect(params({ zip: '10001', radius: '101' })).toMatchObject({ radius: 101, national: true, zip: '10001' });
  });

  it('the national search needs no ZIP (it only orders by distance)', () => {
    expect(params({ radius: '101' })).toMatchObject({ national: true, zip: null });
  });

  it('a local search needs a ZIP', () => {
    expect(problem({ radius: '50' })).toEqual({ field: 'zip', message: 'Enter a ZIP code to search near.' });
  });

  it.each(['0', '15', '60', '150', '201', '1000', '-10', '50.5', 'near', '1e2'])('radius %s: 400 radius', (radius) => {
    expect(problem({ zip: '10001', radius }).field).toBe('radius');
  });
});

describe('normaliseJobSearch: evaluation and invited', () => {
  it.each([
    ['LIKED', 'LIKED'],
    ['liked', 'LIKED'],
    ['DISLIKED', 'DISLIKED'],
    ['all', 'all'],
    ['ALL', 'all'],
  ])('a signed-in user may filter by %s', (evaluation, expected) => {
    expect(params({ evaluation }, seeker).evaluation).toBe(expected);
  });

  it.each(['LIKED', 'DISLIKED'])('a visitor may not filter by %s (400 evaluation)', (evaluation) => {
    expect(problem({ zip: '10001', evaluation })).toEqual({ field: 'evaluation', message: 'Sign in to see the jobs you liked or disliked.' });
  });

  it('a visitor may ask for all', () => {
    expect(params({ zip: '10001', evaluation: 'all' }).evaluation).toBe('all');
  });

  it('another word is refused', () => {
    expect(problem({ evaluation: 'LOVED' }, seeker).field).toBe('evaluation');
  });

  it('invited=true keeps the invitations (signed in only)', () => {
    expect(params({ invited: 'true' }, seeker).invited).toBe(true);
    expect(params({ invited: 'false' }, seeker).invited).toBe(false);
    expect(problem({ zip: '10001', invited: 'true' }).field).toBe('invited');
    expect(problem({ invited: 'maybe' }, seeker).field).toBe('invited');
  });
});

describe('normaliseJobSearch: bad input names the field', () => {
  it.each([
    [{ position: 'XX' }, 'position'],
    [{ zip: '1234' }, 'zip'],
    [{ zip: 'abcde' }, 'zip'],
    [{ type: 'CONTRACT' }, 'type'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ endDate: '03/09/2026' }, 'endDate'],
    [{ 'days-old': '5' }, 'days-old'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: '10001' }, 'offset'],
    [{ keyword: 'k'.repeat(201) }, 'keyword'],
    [{ keyword: 'k'.repeat(2000) }, 'keyword'],
  ] as [JobSearchQuery, string][])('%j: 400 %s', (query, field) => {
    expect(problem({ zip: '10001', ...query }).field).toBe(field);
  });

  it("an end before the start: the spec's message on endDate", () => {
    expect(problem({ zip: '10001', startDate: '2026-03-09', endDate: '2026-03-01' })).toEqual({ field: 'endDate', message: END_BEFORE_START_MESSAGE });
    expect(END_BEFORE_START_MESSAGE).toBe('End date must come after start date');
  });

  it('lists every problem, in field order', () => {
    const result = normaliseJobSearch({ zip: 'x', radius: '7', limit: '500' }, visitor);
    expect(result.ok ? [] : result.problems.map((p) => p.field)).toEqual(['radius', 'zip', 'limit']);
  });
});

describe('the rules the search form shares', () => {
  it.each([
    ['DH', 'DH'],
    [' dh ', 'DH'],
    ['ANY', 'ANY'],
    ['all', 'ANY'],
    ['XX', null],
    ['', null],
  ])('position %j is %j', (text, expected) => expect(searchPosition(text)).toBe(expected));

  it.each([
    [10, true],
    [200, true],
    [101, true],
    [15, false],
    [0, false],
  ])('radius %d: %s', (miles, expected) => expect(isSearchRadius(miles)).toBe(expected));

  it.each([
    ['2026-03-09', '2026-03-01', END_BEFORE_START_MESSAGE],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-01', '2026-03-09', null],
    ['2026-03-09', null, null],
    [null, '2026-03-01', null],
    ['', '2026-03-01', null],
  ])('from %j to %j: %j', (start, end, expected) => expect(dateOrderProblem(start, end)).toBe(expected));
});

describe('normaliseZip', () => {
  it.each([
    ['10001', '10001'],
    [' 07302 ', '07302'],
    ['60614-2033', '60614'],
    ['M5V', 'M5V'],
    ['m5v3l9', 'M5V'],
    ['1000', null],
    ['100011', null],
    ['ABCDE', null],
    ['', null],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseZip(raw)).toBe(expected);
  });
});

describe('jobSearchRequests: the two calls of the search screen', () => {
  it('radius 101 is sent as 200 on the main call; the national call has 101', () => {
    const calls = jobSearchRequests({ position: 'DH', zip: '10001', radius: 101 }, '60625');
    expect(calls.main).toEqual({ position: 'DH', zip: '10001', radius: '200' });
    expect(calls.national).toEqual({ position: 'DH', zip: '10001', radius: '101' });
  });

  it('other radii are sent as chosen', () => {
    expect(jobSearchRequests({ position: 'DA', zip: '10001', radius: 50 }, null).main.radius).toBe('50');
  });

  it("the ZIP is left out when it is the user's own", () => {
    const calls = jobSearchRequests({ position: 'DH', zip: '60625', radius: 50, keyword: 'perio', evaluation: 'LIKED' }, '60625');
    expect(calls.main).toEqual({ position: 'DH', radius: '50', keyword: 'perio', evaluation: 'LIKED' });
    expect(calls.national).not.toHaveProperty('zip');
  });

  it('blank values are left out; days-old and dates are sent', () => {
    const calls = jobSearchRequests(
      { position: 'DH', zip: '10001', radius: 30, keyword: ' ', type: 'PLANNED', startDate: '2026-03-01', endDate: '', daysOld: 7 },
      null,
    );
    expect(calls.main).toEqual({ position: 'DH', zip: '10001', radius: '30', type: 'PLANNED', startDate: '2026-03-01', 'days-old': '7' });
  });

  it('days of the week and the state-wide search are sent as dow and state', () => {
    const calls = jobSearchRequests({ position: 'DH', zip: '10001', radius: 50, type: 'PLANNED', weekdays: [1, 3], stateWide: true }, null);
    expect(calls.main).toMatchObject({ dow: '0101000', state: 'true' });
    expect(params(calls.main)).toMatchObject({ weekdays: [1, 3], stateWide: true });
    expect(jobSearchRequests({ position: 'DH', zip: '10001', radius: 50, weekdays: [] }, null).main).not.toHaveProperty('dow');
  });

  it('what it sends, the server reads back the same way', () => {
    const calls = jobSearchRequests({ position: 'DH', zip: '10001', radius: 101 }, null);
    expect(params(calls.main)).toMatchObject({ radius: 200, national: false, position: 'DH' });
    expect(params(calls.national)).toMatchObject({ radius: 101, national: true });
  });
});

describe('matchesEvaluation', () => {
  const liked = { isLike: true, isDislike: false };
  const disliked = { isLike: false, isDislike: true };
  const neither = { isLike: false, isDislike: false };
  it.each([
    ['all', liked, true],
    ['all', disliked, true],
    ['all', neither, true],
    ['', neither, true],
    [null, disliked, true],
    ['LIKED', liked, true],
    ['LIKED', disliked, false],
    ['LIKED', neither, false],
    ['DISLIKED', disliked, true],
    ['DISLIKED', liked, false],
    ['disliked', neither, false],
  ] as [string | null, { isLike: boolean; isDislike: boolean }, boolean][])('%j keeps %j: %s', (evaluation, job, expected) => {
    expect(matchesEvaluation(job, evaluation)).toBe(expected);
  });
});

describe('distanceInMiles', () => {
  it('is the great-circle distance in miles', () => {
    // New York (40.7484, -73.9967) to Los Angeles (34.0637, -118.4408): about 2,456 miles.
    expect(distanceInMiles({ lat: 40.7484, lng: -73.9967 }, { lat: 34.0637, lng: -118.4408 })).toBeCloseTo(2455.9, 0);
    expect(distanceInMiles({ lat: 41.9229, lng: -87.6483 }, { lat: 41.9229, lng: -87.6483 })).toBe(0);
    // A quarter of the equator: π/2 · 3958.8.
    expect(distanceInMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 3958.8, 6);
  });
});
