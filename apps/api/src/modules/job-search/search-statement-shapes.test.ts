import { describe, expect, it } from 'vitest';
import { searchStatementOf, type PartnerFilters } from './search-statement';
import { placeSearchFilters, type SearchFilters } from './search-filters';

const origin = { lat: 40.75, lng: -73.99 };
const base = placeSearchFilters({ origin, radius: 50, position: 'DH', now: new Date('2026-12-02T12:00:00Z'), limit: 25, offset: 0, countLimit: 1000 });
const newYork = { code: 'NY', bounds: { lat: { min: 40.5, max: 45 }, lng: { min: -79.7, max: -71.8 } } };

/** Searches of every shape the route builds: places, keywords, dates, posting fields, a signed-in viewer. */
const searches: SearchFilters[] = [
  base,
  { ...base, position: 'ANY', radius: 200 },
  { ...base, radius: null, national: true },
  { ...base, origin: null, radius: null, national: true },
  { ...base, radius: null, state: newYork },
  { ...base, keyword: 'team', commonKeyword: true },
  { ...base, keyword: 'portuguese OR "front desk"', commonKeyword: false },
  { ...base, type: 'TEMP', startDate: '2026-12-03', endDate: '2026-12-20', weekdays: [0, 6] },
  { ...base, postedAfter: new Date('2026-11-01T00:00:00Z') },
  {
    ...base,
    postingFields: {
      employmentTypes: ['FULL_TIME', 'PART_TIME'],
      schedule: ['MON', 'MORNINGS', 'WEEKENDS'],
      benefits: ['DENTAL_INSURANCE'],
      minPay: { unit: 'HOUR', amount: 4500 },
    },
  },
  { ...base, userId: 42, evaluation: 'LIKED', invited: true },
];

const partnerOf = (f: SearchFilters): PartnerFilters | null =>
  f.national || !f.origin
    ? null
    : {
        area: { ...f.origin, radius: f.radius ?? 50 },
        state: f.state,
        position: f.position,
        keyword: f.keyword,
        commonKeyword: f.commonKeyword,
        postedAfter: f.postedAfter,
        limit: f.limit,
        offset: f.offset,
      };

/** The same search with other values: another place, day, viewer, page and words, every part kept. */
function otherValues(f: SearchFilters): SearchFilters {
  const now = new Date('2027-03-09T08:30:00Z');
  return {
    ...f,
    origin: f.origin && { lat: 34.05, lng: -118.24 },
    radius: f.radius && f.radius + 25,
    position: f.position === 'ANY' ? 'ANY' : 'DA',
    keyword: f.keyword && `${f.keyword} smile`,
    state: f.state && { code: 'CA', bounds: { lat: { min: 32.5, max: 42 }, lng: { min: -124.4, max: -114.1 } } },
    startDate: f.startDate && '2027-03-10',
    endDate: f.endDate && '2027-04-01',
    weekdays: f.weekdays.length ? [2] : [],
    postedAfter: f.postedAfter && new Date('2027-02-01T00:00:00Z'),
    postingFields: {
      employmentTypes: f.postingFields.employmentTypes.length ? ['PER_DIEM'] : [],
      schedule: f.postingFields.schedule.length ? ['TUE', 'EVENINGS', 'WEEKENDS'] : [],
      benefits: f.postingFields.benefits.length ? ['PAID_TIME_OFF', 'CONTINUING_EDUCATION'] : [],
      minPay: f.postingFields.minPay && { unit: 'YEAR', amount: 9_000_000 },
    },
    userId: f.userId && 7,
    evaluation: f.userId ? 'DISLIKED' : f.evaluation,
    now,
    today: '2027-03-09',
    limit: 10,
    offset: 30,
    countLimit: 530,
  };
}

describe('the search statement, written once per shape', () => {
  it('has one text for every search of a shape, and another for each other shape', () => {
    const texts = new Set<string>();
    for (const filters of searches) {
      const statement = searchStatementOf(filters, partnerOf(filters));
      const other = searchStatementOf(otherValues(filters), partnerOf(otherValues(filters)));
      expect(other.text).toBe(statement.text);
      expect(other.name).toBe(statement.name);
      expect(other.params).not.toEqual(statement.params);
      expect(other.params).toHaveLength(statement.params.length);
      texts.add(statement.text);
    }
    expect(texts.size).toBe(searches.length);
  });

  it('carries each search its own values', () => {
    const statement = searchStatementOf({ ...base, userId: 42, evaluation: 'LIKED', limit: 17, offset: 34 }, null);
    expect(statement.params).toEqual(expect.arrayContaining([42, 'LIKED', 17, 34, 'DH', base.now.toISOString(), '2026-12-02']));
    const later = searchStatementOf({ ...base, userId: 43, evaluation: 'LIKED', limit: 17, offset: 51 }, null);
    expect(later.params).toEqual(expect.arrayContaining([43, 51]));
    expect(later.params).not.toContain(42);
    expect(later.params).not.toContain(34);
  });
});
