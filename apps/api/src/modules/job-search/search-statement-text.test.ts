import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { statementText } from '@chairside/db/statement-text';
import { partnerSearchQuery, premiumSearchQuery } from './job-search-repository';
import { placeSearchFilters, type SearchFilters } from './search-filters';

const dialect = new PgDialect();
const origin = { lat: 40.75, lng: -73.99 };
const base = placeSearchFilters({ origin, radius: 50, position: 'DH', now: new Date('2026-12-02T12:00:00Z'), limit: 25, offset: 0, countLimit: 1000 });

/** Searches of every shape the route builds: places, keywords, dates, posting fields, a signed-in viewer. */
const searches: SearchFilters[] = [
  base,
  { ...base, position: 'ANY', radius: 200 },
  { ...base, radius: null, national: true },
  { ...base, origin: null, radius: null, national: true },
  { ...base, radius: null, state: { code: 'NY', bounds: { lat: { min: 40.5, max: 45 }, lng: { min: -79.7, max: -71.8 } } } },
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

describe('the search statements as the prepared path writes them', () => {
  it('have the text and values Drizzle writes, for every shape', () => {
    for (const filters of searches) {
      const partner = {
        area: { ...origin, radius: 50 },
        state: filters.state,
        position: filters.position,
        keyword: filters.keyword,
        commonKeyword: !!filters.commonKeyword,
        postedAfter: filters.postedAfter,
        limit: 25,
        offset: 0,
      };
      const query = sql`select (${premiumSearchQuery(filters)}) as premium, (${partnerSearchQuery(partner)}) as partner`;
      const drizzle = dialect.sqlToQuery(query);
      const walked = statementText(query);
      expect(walked.text).toBe(drizzle.sql);
      expect(walked.params).toEqual(drizzle.params);
    }
  });
});
