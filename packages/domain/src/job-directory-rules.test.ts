import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_MAX_PAGE,
  ROLE_DIRECTORIES,
  STATE_CLUSTERS,
  SALARY_MIN_POSTINGS,
  clusterOfState,
  cityPath,
  formatPayFigure,
  median,
  milesBetween,
  nearestPlaces,
  pageCount,
  pagedPath,
  parsePageParam,
  placeSlug,
  regionFromSegment,
  roleBySlug,
  specialtyBySlug,
  summarizePay,
  type PostedPay,
} from './job-directory-rules';
import { METRO_AREAS, metrosOfPlace } from './metro-areas';
import { REGION_CODES } from './resume-profile-rules';

describe('placeSlug', () => {
  it.each([
    ['Chicago', 'chicago'],
    ['St. Louis', 'st-louis'],
    ['Coeur d’Alene', 'coeur-d-alene'],
    ['Winston-Salem', 'winston-salem'],
    ['  Québec  ', 'quebec'],
    ['New  York', 'new-york'],
    ['***', ''],
  ])('%s → %s', (text, slug) => expect(placeSlug(text)).toBe(slug));
});

describe('regionFromSegment', () => {
  it.each([
    ['illinois', { code: 'IL', canonical: true }],
    ['new-york', { code: 'NY', canonical: true }],
    ['district-of-columbia', { code: 'DC', canonical: true }],
    ['ontario', { code: 'ON', canonical: true }],
    ['il', { code: 'IL', canonical: false }],
    ['IL', { code: 'IL', canonical: false }],
    ['Illinois', { code: 'IL', canonical: false }],
    ['atlantis', null],
    ['xx', null],
    ['', null],
  ])('%s', (segment, expected) => expect(regionFromSegment(segment)).toEqual(expected));
});

describe('parsePageParam', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['1', 1],
    ['2', 2],
    [String(DIRECTORY_MAX_PAGE), DIRECTORY_MAX_PAGE],
    [String(DIRECTORY_MAX_PAGE + 1), null],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999', null],
    ['', null],
  ])('%s → %s', (value, page) => expect(parsePageParam(value)).toBe(page));
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [100_000, DIRECTORY_MAX_PAGE],
  ])('%i postings fill %i pages', (total, pages) => expect(pageCount(total)).toBe(pages));
  it('writes page 1 without a query string', () => {
    expect(pagedPath('/dental-jobs/state/illinois/', 1)).toBe('/dental-jobs/state/illinois/');
    expect(pagedPath('/dental-jobs/state/illinois/', 3)).toBe('/dental-jobs/state/illinois/?page=3');
  });
});

describe('roles, specialties, clusters, metros', () => {
  it('has the six role directories of the menus', () => {
    expect(ROLE_DIRECTORIES.map((role) => role.slug)).toEqual([
      'dentist',
      'dental-hygienist',
      'dental-assistant',
      'dental-front-office',
      'dental-lab-technician',
      'dental-sales-rep',
    ]);
    expect(roleBySlug('dental-hygienist')?.position).toBe('DH');
    expect(roleBySlug('astronaut')).toBeNull();
  });
  it('reads specialties by slug', () => {
    expect(specialtyBySlug('orthodontic')).toBe('ORTHO');
    expect(specialtyBySlug('treatment-coordinator')).toBe('TREAT');
    expect(specialtyBySlug('juggling')).toBeNull();
  });
  it('puts every US state and DC in exactly one census division', () => {
    const us = REGION_CODES.filter((code) => !['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].includes(code));
    for (const code of us)
      expect(
        STATE_CLUSTERS.filter((cluster) => cluster.states.includes(code)),
        code,
      ).toHaveLength(1);
    expect(clusterOfState('IL')?.slug).toBe('east-north-central');
    expect(clusterOfState('ON')).toBeNull();
  });
  it('has unique metro slugs and CBSA codes, and places a city in its metro', () => {
    expect(new Set(METRO_AREAS.map((metro) => metro.slug)).size).toBe(METRO_AREAS.length);
    expect(new Set(METRO_AREAS.map((metro) => metro.cbsa)).size).toBe(METRO_AREAS.length);
    expect(metrosOfPlace({ lat: 42.0451, lng: -87.6877 }).map((metro) => metro.slug)).toEqual(['chicago']); // Evanston
    expect(metrosOfPlace({ lat: 32.7767, lng: -96.797 })[0]?.slug).toBe('dallas-fort-worth');
    expect(metrosOfPlace({ lat: 44.0, lng: -103.0 })).toEqual([]); // rural South Dakota
  });
  it('builds canonical city paths from any spelling', () => {
    expect(cityPath('MO', 'St. Louis')).toBe('/dental-jobs/state/missouri/st-louis/');
  });
  it('lists the nearest places first, itself left out', () => {
    const places = [
      { name: 'here', lat: 41.88, lng: -87.63 },
      { name: 'near', lat: 42.05, lng: -87.69 },
      { name: 'far', lat: 29.76, lng: -95.37 },
    ];
    expect(nearestPlaces({ lat: 41.88, lng: -87.63 }, places, 2).map((place) => place.name)).toEqual(['near', 'far']);
  });

  it('picks the same places as sorting every one by distance, whatever the order they come in', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const from = { lat: 39.1, lng: -94.6 };
    const places = Array.from({ length: 2_000 }, (_, i) => ({ name: `p${i}`, lat: 25 + random() * 24, lng: -124 + random() * 57 }));
    const sorted = [...places].sort((a, b) => milesBetween(from, a) - milesBetween(from, b)).slice(0, 8);
    expect(nearestPlaces(from, places, 8)).toEqual(sorted);
    expect(nearestPlaces(from, [...places].reverse(), 8)).toEqual(sorted);
    expect(nearestPlaces(from, places.slice(0, 3), 8)).toHaveLength(3);
  });
});

const hour = (min: number, max: number | null = null): PostedPay => ({ payCode: max === null ? 'HOUR' : 'HOUR_RANGE', salaryMin: min, salaryMax: max });
const year = (min: number, max: number | null = null): PostedPay => ({ payCode: max === null ? 'YEAR' : 'YEAR_RANGE', salaryMin: min, salaryMax: max });

describe('summarizePay', () => {
  it.each<[string, PostedPay[], ReturnType<typeof summarizePay>]>([
    ['no postings', [], null],
    [
      'no money figures',
      [
        { payCode: 'PRODUCTION', salaryMin: 3000, salaryMax: null },
        { payCode: null, salaryMin: null, salaryMax: null },
      ],
      null,
    ],
    ['one hourly posting: not shown', [hour(4000)], { unit: 'HOUR', count: 1, median: 4000, low: 4000, high: 4000, isShown: false }],
    ['four: not shown', [hour(3000), hour(4000), hour(5000), hour(6000)], { unit: 'HOUR', count: 4, median: 4500, low: 3000, high: 6000, isShown: false }],
    [
      'five: shown, ranges count at their middle',
      [hour(3000), hour(4000, 5000), hour(5000), hour(5000, 7000), hour(2000)],
      { unit: 'HOUR', count: 5, median: 4500, low: 2000, high: 6000, isShown: true },
    ],
    [
      'the unit most postings use',
      [year(16_000_000), year(18_000_000), hour(9000)],
      { unit: 'YEAR', count: 2, median: 17_000_000, low: 16_000_000, high: 18_000_000, isShown: false },
    ],
    ['a tie goes to hourly', [year(16_000_000), hour(9000)], { unit: 'HOUR', count: 1, median: 9000, low: 9000, high: 9000, isShown: false }],
    ['a maximum below the minimum is ignored', [hour(4000, 1000)], { unit: 'HOUR', count: 1, median: 4000, low: 4000, high: 4000, isShown: false }],
    ['zero pay is left out', [hour(0)], null],
  ])('%s', (_name, postings, expected) => expect(summarizePay(postings)).toEqual(expected));

  it('shows from the threshold on', () => {
    expect(SALARY_MIN_POSTINGS).toBe(5);
    expect(summarizePay(Array.from({ length: SALARY_MIN_POSTINGS }, () => hour(4000)))?.isShown).toBe(true);
    expect(summarizePay(Array.from({ length: SALARY_MIN_POSTINGS - 1 }, () => hour(4000)))?.isShown).toBe(false);
  });
});

describe('median and formatting', () => {
  it.each([
    [[1], 1],
    [[1, 2], 2],
    [[1, 2, 3], 2],
    [[1, 2, 3, 4], 3],
    [[4000, 4500], 4250],
  ])('median of %j is %i', (values, expected) => expect(median(values)).toBe(expected));
  it.each([
    [3850, 'HOUR', '$38.50 an hour'],
    [15_200_000, 'YEAR', '$152,000 a year'],
  ] as const)('%i cents %s → %s', (cents, unit, text) => expect(formatPayFigure(cents, unit)).toBe(text));
});
