import { describe, expect, it } from 'vitest';
import {
  compareResumes,
  creditToSpend,
  distanceBand,
  previewRadius,
  rankResumes,
  resumeAccessEnd,
  resumeAccessOf,
  resumeMatchScore,
  type ResumeMatchInput,
} from './resume-search-rules';
import { ResumeSearchQuerySchema, resumeSearchParamsOf } from './resume-search';
import { PREMIUM_RANK_BOOST } from './premium';

const base: ResumeMatchInput = {
  keywordRank: null,
  experience: 0,
  minExperience: null,
  daysAvailable: 0,
  daysRequested: 0,
  daysMatched: 0,
  skills: 0,
  certs: 0,
  hasPhoto: false,
  candidateState: 'OPEN',
  withinRadius: true,
};

describe('resumeMatchScore', () => {
  it.each<[string, Partial<ResumeMatchInput>, number]>([
    ['an empty resume, open to offers', {}, 5],
    ['actively looking adds 5 over open', { candidateState: 'ACTIVE' }, 10],
    ['not looking counts nothing for state', { candidateState: 'NOT_LOOKING' }, 0],
    ['a strong resume without keyword: skills 8, certs 3, photo', { skills: 8, certs: 3, hasPhoto: true }, 55],
    ['experience reaches its share at min + 4 years (5 with no minimum)', { experience: 5 }, 25],
    ['half the target years: half the share', { experience: 5, minExperience: 6 }, 15],
    ['available 5 days with no days asked: full availability share', { daysAvailable: 5 }, 25],
    ['one of two asked days: half the availability share', { daysRequested: 2, daysMatched: 1, daysAvailable: 3 }, 15],
    ['a keyword given but a weak rank: strength counts 20, not 50', { keywordRank: 0, skills: 8, certs: 3, hasPhoto: true }, 25],
    ['a strong keyword rank fills its 30', { keywordRank: 0.5 }, 35],
    ['outside the radius (willing to relocate): 15 less, never below 0', { withinRadius: false }, 0],
    ['a perfect resume: 100', { keywordRank: 1, skills: 10, certs: 5, hasPhoto: true, experience: 20, daysAvailable: 7, candidateState: 'ACTIVE' }, 100],
    ['the premium hook adds on top', { premiumBoost: 7 }, 12],
    ['premium membership: PREMIUM_RANK_BOOST (10) points on top', { premiumBoost: PREMIUM_RANK_BOOST }, 15],
    [
      'premium on a perfect resume still adds its 10 (ranks above an equal perfect one)',
      { keywordRank: 1, skills: 10, certs: 5, hasPhoto: true, experience: 20, daysAvailable: 7, candidateState: 'ACTIVE', premiumBoost: PREMIUM_RANK_BOOST },
      110,
    ],
  ])('%s', (_, override, expected) => {
    expect(resumeMatchScore({ ...base, ...override })).toBe(expected);
  });
});

describe('the premium boost in ranking', () => {
  it('is 10 points: above an equal resume and one 8 points better, below one 25 points better', () => {
    expect(PREMIUM_RANK_BOOST).toBe(10);
    const premium = { id: 2, score: resumeMatchScore({ ...base, premiumBoost: PREMIUM_RANK_BOOST }), distance: 20 };
    const equal = { id: 1, score: resumeMatchScore(base), distance: 5 };
    const better = { id: 3, score: resumeMatchScore({ ...base, daysAvailable: 2 }), distance: 30 };
    const muchBetter = { id: 4, score: resumeMatchScore({ ...base, experience: 5, candidateState: 'ACTIVE' }), distance: 30 };
    expect(rankResumes([equal, premium, better, muchBetter]).map((row) => row.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('ranking: match, then distance, then id', () => {
  it.each([
    ['higher match first', { id: 1, score: 50, distance: 1 }, { id: 2, score: 60, distance: 30 }, 1],
    ['same match: nearer first', { id: 1, score: 50, distance: 20 }, { id: 2, score: 50, distance: 3 }, 1],
    ['same match, no distance: last', { id: 1, score: 50, distance: null }, { id: 2, score: 50, distance: 100 }, 1],
    ['all equal: lower id first', { id: 1, score: 50, distance: 5 }, { id: 2, score: 50, distance: 5 }, -1],
  ])('%s', (_, a, b, sign) => {
    expect(Math.sign(compareResumes(a, b))).toBe(sign);
  });

  it('sorts a list without changing the input', () => {
    const rows = [
      { id: 3, score: 40, distance: 2 },
      { id: 1, score: 80, distance: 50 },
      { id: 2, score: 40, distance: 1 },
    ];
    expect(rankResumes(rows).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(rows[0]?.id).toBe(3);
  });
});

describe('distanceBand', () => {
  it.each<[number | null, boolean, string]>([
    [0, true, 'Within 10 miles'],
    [9.9, true, 'Within 10 miles'],
    [10, true, '10 to 25 miles'],
    [49, true, '25 to 50 miles'],
    [99, true, '50 to 100 miles'],
    [150, true, '100 to 200 miles'],
    [80, false, 'Willing to relocate'],
    [null, true, 'Willing to relocate'],
  ])('%s miles, within radius %s: %s', (miles, within, band) => {
    expect(distanceBand(miles, within)).toBe(band);
  });
});

describe('previewRadius: the next edge of the distance bands', () => {
  it.each([
    [1, 10],
    [10, 10],
    [11, 25],
    [25, 25],
    [26, 50],
    [75, 100],
    [101, 200],
    [200, 200],
  ])('%i miles searches %i', (asked, searched) => {
    expect(previewRadius(asked)).toBe(searched);
  });
});

describe('resume access: 30 days a purchase', () => {
  const at = (day: string) => new Date(`${day}T10:00:00.000Z`);
  it.each([
    ['never bought', [], null],
    ['one purchase: 30 days from it', [{ at: at('2026-05-01'), quantity: 1 }], '2026-05-31'],
    [
      'a second purchase while running extends the end',
      [
        { at: at('2026-05-21'), quantity: 1 },
        { at: at('2026-05-01'), quantity: 1 },
      ],
      '2026-06-30',
    ],
    [
      'a purchase after the end starts again from it',
      [
        { at: at('2026-01-01'), quantity: 1 },
        { at: at('2026-05-01'), quantity: 1 },
      ],
      '2026-05-31',
    ],
    ['two units at once: 60 days', [{ at: at('2026-05-01'), quantity: 2 }], '2026-06-30'],
  ])('%s', (_name, purchases, end) => {
    expect(resumeAccessEnd(purchases)?.toISOString() ?? null).toBe(end === null ? null : `${end}T10:00:00.000Z`);
  });
});

describe('access and credits', () => {
  it.each([
    [{ invitationCredits: 0, hasInvitationSubscription: false, hasResumeAccess: false }, 'preview'],
    [{ invitationCredits: 1, hasInvitationSubscription: false, hasResumeAccess: false }, 'full'],
    [{ invitationCredits: 0, hasInvitationSubscription: true, hasResumeAccess: false }, 'full'],
    [{ invitationCredits: 0, hasInvitationSubscription: false, hasResumeAccess: true }, 'full'],
  ])('%o: %s', (facts, access) => {
    expect(resumeAccessOf(facts)).toBe(access);
  });

  it.each([
    [{ INV: 0, INVSUB: 0 }, null],
    [{ INV: 3, INVSUB: 0 }, 'INV'],
    [{ INV: 3, INVSUB: 1 }, 'INVSUB'],
    [{ INV: 0, INVSUB: 2 }, 'INVSUB'],
  ])('spends from %o: %s', (balances, code) => {
    expect(creditToSpend(balances)).toBe(code);
  });
});

describe('the query: strings as the spec sends them', () => {
  it('defaults', () => {
    expect(resumeSearchParamsOf(ResumeSearchQuerySchema.parse({}))).toEqual({
      radius: 25,
      keyword: null,
      experience: null,
      certifications: [],
      availability: [],
      relocateOnly: false,
      verifiedOnly: false,
      limit: 20,
      offset: 0,
      preview: false,
    });
  });

  it('reads every filter', () => {
    const parsed = ResumeSearchQuerySchema.parse({
      radius: '50',
      keyword: ' perio ',
      experience: '3',
      certifications: 'CPR, Radiography,,CPR',
      availability: 'MON,sat',
      relocate: '1',
      verified: '1',
      limit: '10',
      offset: '20',
      preview: '1',
    });
    expect(resumeSearchParamsOf(parsed)).toEqual({
      radius: 50,
      keyword: 'perio',
      experience: 3,
      certifications: ['CPR', 'Radiography'],
      availability: ['mon', 'sat'],
      relocateOnly: true,
      verifiedOnly: true,
      limit: 10,
      offset: 20,
      preview: true,
    });
  });

  it.each([
    [{ limit: '1.5' }, 'limit'],
    [{ offset: '10001' }, 'offset'],
    [{ radius: '0' }, 'radius'],
    [{ preview: 'true' }, 'preview'],
    [{ availability: 'monday' }, 'availability'],
    [{ colour: 'red' }, 'colour'],
  ])('%o is refused naming %s', (query, field) => {
    const result = ResumeSearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    const path = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
    expect(path).toBe(field);
  });
});
