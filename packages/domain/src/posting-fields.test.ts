import { describe, expect, it } from 'vitest';
import { ApplyInputSchema } from './hiring';
import {
  JobPostingInputSchema,
  formatSchedule,
  jobPostingStructuredData,
  matchesPostingFilters,
  screeningOutcome,
  structuredEmploymentType,
  type PostingFieldFilters,
} from './job-posting';
import { jobSearchRequests, normaliseJobSearch, type JobSearchQuery } from './job-search';

const NO_FILTERS: PostingFieldFilters = { employmentTypes: [], schedule: [], benefits: [], minPay: null };

describe('posting fields in the posting body', () => {
  it.each([
    [{ employmentType: 'PART_TIME' }, { employmentType: 'PART_TIME' }],
    [{ workDays: ['FRI', 'MON', 'MON'] }, { workDays: ['MON', 'FRI'] }],
    [{ shifts: ['EVENINGS', 'MORNINGS'] }, { shifts: ['MORNINGS', 'EVENINGS'] }],
    [{ benefits: ['PAID_TIME_OFF', 'HEALTH_INSURANCE'] }, { benefits: ['HEALTH_INSURANCE', 'PAID_TIME_OFF'] }],
    [{}, { employmentType: null, workDays: [], shifts: [], benefits: [], screeningQuestions: [] }],
    [
      { screeningQuestions: [{ text: '  Do you hold a Texas RDH licence?  ' }] },
      { screeningQuestions: [{ text: 'Do you hold a Texas RDH licence?', isDealBreaker: false }] },
    ],
  ])('%j is read as %j', (body, expected) => {
    expect(JobPostingInputSchema.parse(body)).toMatchObject(expected);
  });

  it.each([
    [{ employmentType: 'CONTRACT' }, 'employmentType'],
    [{ workDays: ['MONDAY'] }, 'workDays.0'],
    [{ shifts: 'MORNINGS' }, 'shifts'],
    [{ benefits: ['FREE_LUNCH'] }, 'benefits.0'],
    [{ screeningQuestions: [{ text: 'Why?' }] }, 'screeningQuestions.0.text'],
    [{ screeningQuestions: [{ text: 'x'.repeat(201) }] }, 'screeningQuestions.0.text'],
    [{ screeningQuestions: Array.from({ length: 6 }, (_, i) => ({ text: `Question number ${i}?` })) }, 'screeningQuestions'],
    [{ screeningQuestions: [{ text: 'Same question?' }, { text: 'same QUESTION?' }] }, 'screeningQuestions.1.text'],
    [
      {
        screeningQuestions: [
          { id: 'a1', text: 'First question?' },
          { id: 'a1', text: 'Second question?' },
        ],
      },
      'screeningQuestions.1.id',
    ],
    [{ screeningQuestions: [{ id: 'A-1', text: 'First question?' }] }, 'screeningQuestions.0.id'],
    [{ screeningQuestions: [{ text: 'First question?', extra: true }] }, 'screeningQuestions.0'],
    [{ payCode: 'HOUR_RANGE', salaryMin: 5000, salaryMax: 4000 }, 'salaryMax'],
  ])('%j is refused naming %s', (body, field) => {
    const result = JobPostingInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('formatSchedule', () => {
  it.each([
    [[], [], null],
    [['MON', 'TUE', 'WED', 'THU', 'FRI'], [], 'Mon–Fri'],
    [['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], ['MORNINGS'], 'Every day · Mornings'],
    [['TUE', 'THU', 'SAT'], ['EVENINGS', 'MORNINGS'], 'Tue, Thu, Sat · Mornings, Evenings'],
    [['MON', 'TUE'], [], 'Mon, Tue'],
    [['SAT', 'MON', 'TUE', 'WED'], [], 'Mon–Wed, Sat'],
    [[], ['AFTERNOONS'], 'Afternoons'],
  ])('%j %j: %s', (days, shifts, expected) => {
    expect(formatSchedule(days, shifts)).toBe(expected);
  });
});

describe('screeningOutcome', () => {
  const questions = [
    { id: 'q1', text: 'Do you have a Texas licence?', isDealBreaker: true },
    { id: 'q2', text: 'Can you work Saturdays?', isDealBreaker: false },
  ];
  it.each([
    [
      'all yes',
      [
        { questionId: 'q1', answer: true },
        { questionId: 'q2', answer: true },
      ],
      false,
    ],
    [
      'no to the ordinary question',
      [
        { questionId: 'q1', answer: true },
        { questionId: 'q2', answer: false },
      ],
      false,
    ],
    [
      'no to the deal-breaker',
      [
        { questionId: 'q1', answer: false },
        { questionId: 'q2', answer: true },
      ],
      true,
    ],
  ])('%s: applied, missedDealBreaker %s', (_name, answers, flagged) => {
    const outcome = screeningOutcome(questions, answers);
    expect(outcome).toMatchObject({ ok: true, missedDealBreaker: flagged });
    if (outcome.ok) expect(outcome.records.map((r) => r.text)).toEqual(questions.map((q) => q.text));
  });
  it.each([
    ['a missing answer', [{ questionId: 'q1', answer: true }], 'answers.q2', 'Can you work Saturdays?'],
    ['no answers', [], 'answers.q1', 'Do you have a Texas licence?'],
    [
      'an answer to an unknown question',
      [
        { questionId: 'q1', answer: true },
        { questionId: 'q2', answer: true },
        { questionId: 'zz', answer: true },
      ],
      'answers.zz',
      'not asked',
    ],
  ])('%s: refused naming %s', (_name, answers, field, words) => {
    const outcome = screeningOutcome(questions, answers);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.problems[0]?.field).toBe(field);
      expect(outcome.problems[0]?.message).toContain(words);
    }
  });
  it('no questions, no answers: applied', () => {
    expect(screeningOutcome([], [])).toEqual({ ok: true, records: [], missedDealBreaker: false });
  });
  it('the apply body refuses an answer given twice', () => {
    const result = ApplyInputSchema.safeParse({
      jobId: 1,
      answers: [
        { questionId: 'q1', answer: true },
        { questionId: 'q1', answer: false },
      ],
    });
    expect(result.error?.issues[0]?.path).toEqual(['answers', 1, 'questionId']);
    expect(ApplyInputSchema.safeParse({ jobId: 1, answers: [{ questionId: 'q1', answer: 'yes' }] }).error?.issues[0]?.path).toEqual(['answers', 0, 'answer']);
  });
});

describe('matchesPostingFilters (the search SQL does the same)', () => {
  const posting = {
    employmentType: 'PART_TIME',
    workDays: ['MON', 'WED', 'SAT'],
    shifts: ['MORNINGS'],
    benefits: ['HEALTH_INSURANCE', 'PAID_TIME_OFF'],
    payCode: 'HOUR_RANGE',
    salaryMin: 4000,
    salaryMax: 5000,
  };
  it.each<[string, Partial<PostingFieldFilters>, boolean]>([
    ['no filters', {}, true],
    ['part time', { employmentTypes: ['PART_TIME'] }, true],
    ['full or part time', { employmentTypes: ['FULL_TIME', 'PART_TIME'] }, true],
    ['full time only', { employmentTypes: ['FULL_TIME'] }, false],
    ['weekends', { schedule: ['WEEKENDS'] }, true],
    ['Monday mornings', { schedule: ['MON', 'MORNINGS'] }, true],
    ['evenings', { schedule: ['EVENINGS'] }, false],
    ['Tuesday', { schedule: ['TUE'] }, false],
    ['health insurance', { benefits: ['HEALTH_INSURANCE'] }, true],
    ['health and a retirement plan', { benefits: ['HEALTH_INSURANCE', 'RETIREMENT_PLAN'] }, false],
    ['at least $45/hour (the top is $50)', { minPay: { amount: 4500, unit: 'HOUR' } }, true],
    ['at least $50/hour', { minPay: { amount: 5000, unit: 'HOUR' } }, true],
    ['at least $55/hour', { minPay: { amount: 5500, unit: 'HOUR' } }, false],
    ['a yearly minimum (another unit)', { minPay: { amount: 1_000_000, unit: 'YEAR' } }, false],
  ])('%s: %s', (_name, filters, expected) => {
    expect(matchesPostingFilters(posting, { ...NO_FILTERS, ...filters })).toBe(expected);
  });
  it.each<[string, Partial<PostingFieldFilters>]>([
    ['employment type', { employmentTypes: ['PART_TIME'] }],
    ['weekends', { schedule: ['WEEKENDS'] }],
    ['minimum pay', { minPay: { amount: 100, unit: 'HOUR' } }],
  ])('a posting that says nothing is left out by %s', (_name, filters) => {
    const silent = { employmentType: null, workDays: [], shifts: [], benefits: [], payCode: null, salaryMin: null, salaryMax: null };
    expect(matchesPostingFilters(silent, { ...NO_FILTERS, ...filters })).toBe(false);
  });
});

describe('the search parameters of the posting fields', () => {
  const read = (query: JobSearchQuery) => normaliseJobSearch({ zip: '10001', ...query }, { signedIn: false });
  it.each<[JobSearchQuery, object]>([
    [{}, { employmentTypes: [], schedule: [], benefits: [], minPay: null }],
    [{ employmentType: 'part_time,FULL_TIME' }, { employmentTypes: ['FULL_TIME', 'PART_TIME'] }],
    [{ schedule: 'weekends, mon,MON' }, { schedule: ['MON', 'WEEKENDS'] }],
    [{ benefits: 'PAID_TIME_OFF,HEALTH_INSURANCE' }, { benefits: ['HEALTH_INSURANCE', 'PAID_TIME_OFF'] }],
    [{ minPay: '4500' }, { minPay: { amount: 4500, unit: 'HOUR' } }],
    [{ minPay: '8000000', payUnit: 'year' }, { minPay: { amount: 8_000_000, unit: 'YEAR' } }],
    [{ minPay: '0' }, { minPay: null }],
  ])('%j: %j', (query, expected) => {
    const result = read(query);
    expect(result.ok && result.params).toMatchObject(expected);
  });
  it.each<[JobSearchQuery, string]>([
    [{ employmentType: 'CONTRACT' }, 'employmentType'],
    [{ schedule: 'NIGHTS' }, 'schedule'],
    [{ benefits: 'FREE_LUNCH' }, 'benefits'],
    [{ minPay: '-5' }, 'minPay'],
    [{ minPay: '45.50' }, 'minPay'],
    [{ minPay: '60000' }, 'minPay'],
    [{ minPay: '4500', payUnit: 'WEEK' }, 'payUnit'],
  ])('%j is refused naming %s', (query, field) => {
    const result = read(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(field);
  });
  it('the same filters in another order are the same parameters (one cache key)', () => {
    const a = read({ schedule: 'SAT,MORNINGS', benefits: 'PARKING,BONUS' });
    const b = read({ schedule: 'MORNINGS,SAT', benefits: 'BONUS,PARKING' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
  it('the screen sends the filters it holds, the unit only with a minimum', () => {
    const { main } = jobSearchRequests(
      { position: 'DH', zip: '10001', radius: 50, employmentTypes: ['PART_TIME'], schedule: ['WEEKENDS'], benefits: [], minPay: 4500, payUnit: 'HOUR' },
      null,
    );
    expect(main).toEqual({ position: 'DH', zip: '10001', employmentType: 'PART_TIME', schedule: 'WEEKENDS', minPay: '4500', radius: '50' });
    expect(jobSearchRequests({ position: 'DH', radius: 50, minPay: null, payUnit: 'YEAR' }, null).main).toEqual({ position: 'DH', radius: '50' });
  });
});

describe('JobPosting markup of the posting fields', () => {
  const base = {
    id: 7,
    name: 'Hygienist',
    description: '<p>Hi</p>',
    position: 'DH',
    type: 'PERM' as const,
    postedDate: '2026-01-01T00:00:00Z',
    validThrough: '2026-02-01',
    address: null,
    address2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    isConfidential: false,
    practiceName: 'Smile',
    directApply: true,
    payCode: 'HOUR_RANGE',
    salaryMin: 4200,
    salaryMax: 5500,
  };
  it.each<['PERM' | 'TEMP', string | null, string | string[]]>([
    ['PERM', null, 'FULL_TIME'],
    ['PERM', 'PART_TIME', 'PART_TIME'],
    ['TEMP', null, 'TEMPORARY'],
    ['TEMP', 'PER_DIEM', ['TEMPORARY', 'PER_DIEM']],
  ])('%s with %s: %j', (type, employmentType, expected) => {
    expect(structuredEmploymentType(type, employmentType)).toEqual(expected);
    expect(jobPostingStructuredData({ ...base, type, employmentType }).employmentType).toEqual(expected);
  });
  it('baseSalary carries the range with its unit', () => {
    expect(jobPostingStructuredData({ ...base, employmentType: 'PART_TIME' }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 42, maxValue: 55, unitText: 'HOUR' },
    });
  });
});
