import { describe, expect, it } from 'vitest';
import { nearbySalaryFigures } from './premium';

const hourly = (min: number, max: number | null = null) => ({ payCode: max === null ? 'HOUR' : 'HOUR_RANGE', salaryMin: min, salaryMax: max });
const yearly = (min: number) => ({ payCode: 'YEAR', salaryMin: min, salaryMax: null });

describe('nearbySalaryFigures', () => {
  it.each([
    ['no postings: nothing shown', [], { figures: [], postingsCounted: 0 }],
    ['4 hourly postings: under the minimum of 5, not shown', [hourly(4000), hourly(4100), hourly(4200), hourly(4300)], { figures: [], postingsCounted: 4 }],
    [
      '5 hourly postings: median and quartiles in cents, a range at its midpoint',
      [hourly(4000), hourly(4200, 4600), hourly(4500), hourly(4800, 5200), hourly(5000)],
      { figures: [{ unit: 'HOUR', count: 5, median: 4500, p25: 4400, p75: 5000 }], postingsCounted: 5 },
    ],
    [
      'percentages of production and empty pay are left out',
      [
        hourly(4000),
        hourly(4000),
        hourly(4000),
        hourly(4000),
        { payCode: 'PRODUCTION', salaryMin: 3000, salaryMax: null },
        { payCode: null, salaryMin: null, salaryMax: null },
      ],
      { figures: [], postingsCounted: 4 },
    ],
    [
      'hourly and yearly each need 5; hourly first',
      [...[1, 2, 3, 4, 5].map((n) => yearly(7_000_000 + n * 100_000)), ...[1, 2, 3, 4, 5].map((n) => hourly(3000 + n * 100))],
      {
        figures: [
          { unit: 'HOUR', count: 5, median: 3300, p25: 3200, p75: 3400 },
          { unit: 'YEAR', count: 5, median: 7_300_000, p25: 7_200_000, p75: 7_400_000 },
        ],
        postingsCounted: 10,
      },
    ],
    [
      'a maximum below the minimum counts as the minimum',
      [1, 2, 3, 4, 5].map(() => hourly(4000, 3000)),
      { figures: [{ unit: 'HOUR', count: 5, median: 4000, p25: 4000, p75: 4000 }], postingsCounted: 5 },
    ],
  ])('%s', (_, postings, expected) => {
    expect(nearbySalaryFigures(postings)).toEqual(expected);
  });
});
