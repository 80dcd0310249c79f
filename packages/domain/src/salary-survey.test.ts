import { describe, expect, it } from 'vitest';
import { computeSalarySurvey, formatPay, postingPay, quantile, type SalaryPostingPay } from './salary-survey';

const pay = (position: string, state: string, payCode: string | null, salaryMin: number | null, salaryMax: number | null = null): SalaryPostingPay => ({
  position,
  state,
  payCode,
  salaryMin,
  salaryMax,
});
const many = (count: number, make: (i: number) => SalaryPostingPay) => Array.from({ length: count }, (_, i) => make(i));

describe('postingPay', () => {
  it.each([
    ['an hourly amount', pay('DH', 'CA', 'HOUR', 4500), { unit: 'HOUR', cents: 4500 }],
    ['an hourly range: its midpoint', pay('DH', 'CA', 'HOUR_RANGE', 4000, 5000), { unit: 'HOUR', cents: 4500 }],
    ['the legacy range spelling', pay('DH', 'CA', 'HOURRANGE', 4000, 5001), { unit: 'HOUR', cents: 4501 }],
    ['a yearly range', pay('DD', 'TX', 'YEAR_RANGE', 15_000_000, 20_000_000), { unit: 'YEAR', cents: 17_500_000 }],
    ['production is a percentage, not pay', pay('DD', 'TX', 'PRODUCTION', 3000), null],
    ['collection is a percentage, not pay', pay('DD', 'TX', 'COLLECTION_RANGE', 3000, 3500), null],
    ['no pay code', pay('DA', 'TX', null, 2000), null],
    ['no amount', pay('DA', 'TX', 'HOUR', null), null],
    ['a zero amount', pay('DA', 'TX', 'HOUR', 0), null],
    ['a max below the min counts as the min', pay('DA', 'TX', 'HOUR_RANGE', 2000, 1000), { unit: 'HOUR', cents: 2000 }],
  ])('%s', (_name, posting, expected) => {
    expect(postingPay(posting)).toEqual(expected);
  });
});

describe('quantile', () => {
  it.each([
    [[], 0.5, 0],
    [[10], 0.5, 10],
    [[10, 20], 0.5, 15],
    [[10, 20, 30, 40], 0.25, 18],
    [[10, 20, 30, 40], 0.75, 33],
    [[1, 2, 3, 4, 5], 0.5, 3],
  ])('%j at %d is %d', (values, q, expected) => {
    expect(quantile(values, q)).toBe(expected);
  });
});

describe('computeSalarySurvey', () => {
  it('shows a position and state only with at least 5 postings', () => {
    const four = many(4, (i) => pay('DH', 'CA', 'HOUR', 4000 + i * 100));
    expect(computeSalarySurvey(four).groups).toEqual([]);
    const five = many(5, (i) => pay('DH', 'CA', 'HOUR', 4000 + i * 100));
    expect(computeSalarySurvey(five)).toEqual({
      minimumPostings: 5,
      postingsCounted: 5,
      groups: [
        {
          position: 'DH',
          unit: 'HOUR',
          national: { count: 5, median: 4200, p25: 4100, p75: 4300 },
          states: [{ state: 'CA', count: 5, median: 4200, p25: 4100, p75: 4300 }],
        },
      ],
    });
  });

  it('leaves out small states but counts them in the national figure; states by median, highest first', () => {
    const postings = [
      ...many(5, () => pay('DA', 'TX', 'HOUR', 2000)),
      ...many(6, () => pay('DA', 'NY', 'HOUR', 2600)),
      ...many(3, () => pay('DA', 'ME', 'HOUR', 9900)),
    ];
    const [group] = computeSalarySurvey(postings).groups;
    if (!group) throw new Error('expected a group');
    expect(group.states.map((s) => [s.state, s.count, s.median])).toEqual([
      ['NY', 6, 2600],
      ['TX', 5, 2000],
    ]);
    expect(group.national?.count).toBe(14);
  });

  it('keeps hourly and yearly pay apart, hourly first, positions in order', () => {
    const postings = [
      ...many(5, () => pay('DD', 'FL', 'YEAR', 18_000_000)),
      ...many(5, () => pay('DD', 'FL', 'HOUR', 9000)),
      ...many(5, () => pay('DA', 'FL', 'HOUR', 2100)),
    ];
    expect(computeSalarySurvey(postings).groups.map((g) => [g.position, g.unit])).toEqual([
      ['DA', 'HOUR'],
      ['DD', 'HOUR'],
      ['DD', 'YEAR'],
    ]);
  });

  it('four hourly and four yearly postings in one state are not five of a kind', () => {
    const postings = [...many(4, () => pay('DH', 'OR', 'HOUR', 4500)), ...many(4, () => pay('DH', 'OR', 'YEAR', 9_000_000))];
    expect(computeSalarySurvey(postings).groups).toEqual([]);
  });

  it('skips postings without a position, a state or countable pay, and reads states in any case', () => {
    const postings = [
      ...many(3, () => pay('DH', 'wa', 'HOUR', 5000)),
      ...many(2, () => pay('DH', ' WA ', 'HOUR', 5000)),
      pay('DH', '', 'HOUR', 5000),
      { position: null, state: 'WA', payCode: 'HOUR', salaryMin: 5000, salaryMax: null },
      pay('DH', 'WA', 'PRODUCTION', 3000),
    ];
    const survey = computeSalarySurvey(postings);
    expect(survey.postingsCounted).toBe(5);
    expect(survey.groups[0]?.states).toEqual([{ state: 'WA', count: 5, median: 5000, p25: 5000, p75: 5000 }]);
  });
});

describe('formatPay', () => {
  it.each([
    [2850, 'HOUR', '$28.50'],
    [8_500_000, 'YEAR', '$85,000'],
    [12_345_678, 'YEAR', '$123,457'],
  ] as const)('%d per %s is %s', (cents, unit, expected) => {
    expect(formatPay(cents, unit)).toBe(expected);
  });
});
