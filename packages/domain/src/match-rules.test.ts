import { describe, expect, it } from 'vitest';
import { MatchCriteriaSchema } from './match-criteria';
import {
  EMPTY_MATCH_CRITERIA,
  compareMatches,
  hasCriteria,
  namesMatch,
  parseSalaryRequirement,
  scoreMatch,
  type MatchCandidate,
  type MatchCriteria,
} from './match-rules';

const TODAY = '2026-11-24';

const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  experienceYears: 5,
  certifications: [{ name: 'CPR/BLS', expiresDate: '2027-06-01' }],
  skills: ['Digital radiography', 'Invisalign'],
  daysAvailable: ['MON', 'TUE', 'WED'],
  distanceMiles: 12,
  isRelocate: false,
  salary: '$42/hour',
  ...overrides,
});

const criteria = (overrides: Partial<MatchCriteria>): MatchCriteria => ({ ...EMPTY_MATCH_CRITERIA, ...overrides });

describe('scoreMatch: one criterion at a time', () => {
  it.each<[string, Partial<MatchCriteria>, Partial<MatchCandidate>, boolean, string]>([
    ['certification held', { certifications: { names: ['CPR'], required: true } }, {}, true, 'Holds CPR/BLS'],
    [
      'certification expired',
      { certifications: { names: ['CPR'], required: true } },
      { certifications: [{ name: 'CPR', expiresDate: '2026-01-01' }] },
      false,
      'CPR expired on 2026-01-01',
    ],
    ['certification missing', { certifications: { names: ['Radiography'], required: false } }, {}, false, 'Not on the resume'],
    [
      'certification without expiry',
      { certifications: { names: ['cpr bls'], required: true } },
      { certifications: [{ name: 'CPR-BLS', expiresDate: null }] },
      true,
      'Holds CPR-BLS',
    ],
    ['years at the minimum', { experience: { minYears: 5, maxYears: null, required: true } }, {}, true, '5 years of experience'],
    ['years under the minimum', { experience: { minYears: 6, maxYears: null, required: true } }, {}, false, '5 years of experience'],
    ['years over the maximum', { experience: { minYears: 1, maxYears: 4, required: false } }, {}, false, '5 years of experience'],
    ['years within a range', { experience: { minYears: 2, maxYears: 8, required: false } }, {}, true, '5 years of experience'],
    ['years not given', { experience: { minYears: 0, maxYears: null, required: false } }, { experienceYears: null }, false, 'Years of experience not given'],
    ['one year reads singular', { experience: { minYears: 1, maxYears: null, required: false } }, { experienceYears: 1 }, true, '1 year of experience'],
    ['skill listed, case and punctuation aside', { skills: { names: ['digital-radiography'], required: false } }, {}, true, 'Lists Digital radiography'],
    ['skill missing', { skills: { names: ['Dentrix'], required: false } }, {}, false, 'Not on the resume'],
    ['every day asked', { days: { days: ['MON', 'WED'], required: true } }, {}, true, 'Available every day asked'],
    ['a day missing', { days: { days: ['MON', 'FRI', 'SAT'], required: true } }, {}, false, 'Not available Friday, Saturday'],
    ['within the distance', { distance: { miles: 15, required: true } }, {}, true, '12 miles away'],
    ['beyond the distance', { distance: { miles: 10, required: true } }, {}, false, '12 miles away'],
    [
      'beyond but willing to relocate',
      { distance: { miles: 10, required: true } },
      { isRelocate: true, distanceMiles: 300 },
      true,
      '300 miles away, willing to relocate',
    ],
    ['place unknown', { distance: { miles: 10, required: false } }, { distanceMiles: null }, false, 'Location not known'],
    ['hourly ask within the range', { pay: { minCents: 3500, maxCents: 4500, unit: 'HOUR', required: true } }, {}, true, 'Asks $42/hour'],
    ['hourly ask above the range', { pay: { minCents: 3000, maxCents: 4000, unit: 'HOUR', required: true } }, {}, false, 'Asks $42/hour'],
    ['ask below the range still met', { pay: { minCents: 5000, maxCents: 6000, unit: 'HOUR', required: true } }, {}, true, 'Asks $42/hour'],
    [
      'yearly ask against an hourly range',
      { pay: { minCents: 3000, maxCents: 4000, unit: 'HOUR', required: true } },
      { salary: '$80,000 a year' },
      true,
      'Asks $80,000/year',
    ],
    [
      'k shorthand above a yearly range',
      { pay: { minCents: 6_000_000, maxCents: 7_000_000, unit: 'YEAR', required: false } },
      { salary: '85k' },
      false,
      'Asks $85,000/year',
    ],
    [
      'no amount: nothing conflicts',
      { pay: { minCents: 3000, maxCents: 4000, unit: 'HOUR', required: true } },
      { salary: 'Negotiable' },
      true,
      'Asks: Negotiable',
    ],
    ['no salary given', { pay: { minCents: 3000, maxCents: 4000, unit: 'HOUR', required: true } }, { salary: null }, true, 'No salary requirement given'],
  ])('%s', (_name, wanted, overrides, met, detail) => {
    const result = scoreMatch(criteria(wanted), candidate(overrides), TODAY);
    expect(result.criteria).toHaveLength(1);
    expect(result.criteria[0]!.met).toBe(met);
    expect(result.criteria[0]!.detail).toBe(detail);
    expect(result.percent).toBe(met ? 100 : 0);
  });
});

describe('scoreMatch: percent and requirements', () => {
  const mixed = criteria({
    certifications: { names: ['CPR', 'Radiography'], required: true }, // 2 rows x 2
    skills: { names: ['Invisalign', 'Dentrix'], required: false }, // 2 rows x 1
    distance: { miles: 20, required: false }, // 1
  });

  it.each<[string, Partial<MatchCandidate>, number, boolean]>([
    // weights: CPR 2, Radiography 2, Invisalign 1, Dentrix 1, distance 1 = 7
    ['misses a required certification', {}, 57, false], // 2 + 1 + 1 = 4 / 7
    [
      'meets everything',
      {
        certifications: [
          { name: 'CPR', expiresDate: null },
          { name: 'Radiography', expiresDate: null },
        ],
        skills: ['Invisalign', 'Dentrix'],
      },
      100,
      true,
    ],
    [
      'meets requirements only',
      {
        certifications: [
          { name: 'CPR', expiresDate: null },
          { name: 'Radiography', expiresDate: null },
        ],
        skills: [],
        distanceMiles: 40,
      },
      57,
      true,
    ], // 4 / 7
    ['meets nothing', { certifications: [], skills: [], distanceMiles: 40 }, 0, false],
  ])('%s', (_name, overrides, percent, meetsRequirements) => {
    const result = scoreMatch(mixed, candidate(overrides), TODAY);
    expect(result.criteria.map((row) => row.key)).toEqual(['certification:cpr', 'certification:radiography', 'skill:invisalign', 'skill:dentrix', 'distance']);
    expect(result.percent).toBe(percent);
    expect(result.meetsRequirements).toBe(meetsRequirements);
  });

  it('gives 100 and an empty breakdown without criteria', () => {
    expect(scoreMatch(EMPTY_MATCH_CRITERIA, candidate(), TODAY)).toEqual({ percent: 100, meetsRequirements: true, criteria: [] });
  });

  it('orders meeting the requirements first, then percent, then distance', () => {
    const row = (percent: number, meetsRequirements: boolean, distanceMiles: number | null) => ({
      match: { percent, meetsRequirements, criteria: [] },
      distanceMiles,
    });
    const sorted = [row(90, false, 1), row(60, true, 30), row(60, true, 5), row(80, true, null)].sort(compareMatches);
    expect(sorted.map((entry) => [entry.match.percent, entry.distanceMiles])).toEqual([
      [80, null],
      [60, 5],
      [60, 30],
      [90, 1],
    ]);
  });
});

describe('hasCriteria', () => {
  it.each<[string, Partial<MatchCriteria>, boolean]>([
    ['nothing', {}, false],
    ['a distance', { distance: { miles: 5, required: false } }, true],
    ['skills', { skills: { names: ['Dentrix'], required: false } }, true],
  ])('%s', (_name, wanted, expected) => expect(hasCriteria(criteria(wanted))).toBe(expected));
});

describe('namesMatch', () => {
  it.each([
    ['CPR', 'CPR/BLS', true],
    ['cpr/bls', 'CPR BLS certified', true],
    ['Radiography', 'CPR', false],
    ['', 'CPR', false],
    ['Local anesthesia', 'Anesthesia', false],
    ['Anesthesia', 'Local anesthesia', true],
  ])('%s ~ %s: %s', (wanted, held, expected) => expect(namesMatch(wanted, held)).toBe(expected));
});

describe('parseSalaryRequirement', () => {
  it.each([
    ['$42/hour', { cents: 4200, unit: 'HOUR' }],
    ['42.50 an hr', { cents: 4250, unit: 'HOUR' }],
    ['$85,000', { cents: 8_500_000, unit: 'YEAR' }],
    ['85k/yr', { cents: 8_500_000, unit: 'YEAR' }],
    ['$40-45 per hour', { cents: 4000, unit: 'HOUR' }],
    ['38', { cents: 3800, unit: 'HOUR' }],
    ['Negotiable', null],
    [null, null],
  ])('%s', (text, expected) => expect(parseSalaryRequirement(text)).toEqual(expected));
});

describe('MatchCriteriaSchema', () => {
  const fieldOf = (input: unknown) => {
    const parsed = MatchCriteriaSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]!.path.join('.');
  };

  it.each<[string, unknown, string | null]>([
    ['an empty object is no criteria', {}, null],
    [
      'a full set',
      {
        certifications: { names: ['CPR'], required: true },
        experience: { minYears: 2, maxYears: 10, required: false },
        skills: { names: ['Dentrix'], required: false },
        days: { days: ['MON'], required: true },
        distance: { miles: 25, required: false },
        pay: { minCents: 3000, maxCents: 4000, unit: 'HOUR', required: false },
      },
      null,
    ],
    ['min years over max', { experience: { minYears: 10, maxYears: 2, required: false } }, 'experience.maxYears'],
    ['negative years', { experience: { minYears: -1, maxYears: null, required: false } }, 'experience.minYears'],
    ['years without a bound', { experience: { minYears: null, maxYears: null, required: false } }, 'experience.minYears'],
    ['distance 0', { distance: { miles: 0, required: false } }, 'distance.miles'],
    ['distance over the cap', { distance: { miles: 501, required: false } }, 'distance.miles'],
    ['pay min over max', { pay: { minCents: 5000, maxCents: 4000, unit: 'HOUR', required: false } }, 'pay.maxCents'],
    ['negative pay', { pay: { minCents: -1, maxCents: 4000, unit: 'HOUR', required: false } }, 'pay.minCents'],
    ['an unknown pay unit', { pay: { minCents: 1, maxCents: 4000, unit: 'WEEK', required: false } }, 'pay.unit'],
    ['an unknown day', { days: { days: ['FUNDAY'], required: false } }, 'days.days.0'],
    ['no days', { days: { days: [], required: false } }, 'days.days'],
    ['a blank certification', { certifications: { names: ['  '], required: false } }, 'certifications.names.0'],
    ['required missing', { skills: { names: ['Dentrix'] } }, 'skills.required'],
    ['an unknown field', { salary: 5 }, ''],
  ])('%s', (_name, input, field) => expect(fieldOf(input)).toBe(field));

  it('drops repeated names and orders days', () => {
    const parsed = MatchCriteriaSchema.parse({
      skills: { names: ['Dentrix', 'dentrix', 'Eaglesoft'], required: false },
      days: { days: ['FRI', 'MON', 'FRI'], required: false },
    });
    expect(parsed.skills!.names).toEqual(['Dentrix', 'Eaglesoft']);
    expect(parsed.days!.days).toEqual(['MON', 'FRI']);
  });
});
