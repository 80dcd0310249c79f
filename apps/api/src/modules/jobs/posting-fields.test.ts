import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JobSearchAnswerSchema } from '@chairside/domain/job-search';
import { EmployerJobSchema, PublicJobSchema } from '@chairside/domain/job-posting';
import { useTestApi } from '../../testing/test-api';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { createDraft, employerTables, postingBody } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { partnerJobs } from '@chairside/db/schema';

const api = useTestApi({ env: { SEARCH_CACHE_SECONDS: '60' } });

let practice: TestAccount;
let seeker: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
});

const FIELDS = {
  employmentType: 'PART_TIME',
  workDays: ['SAT', 'MON', 'WED'],
  shifts: ['EVENINGS', 'MORNINGS'],
  benefits: ['PAID_TIME_OFF', 'HEALTH_INSURANCE'],
  payCode: 'HOUR_RANGE',
  salaryMin: 4200,
  salaryMax: 5500,
  screeningQuestions: [{ text: 'Do you hold an Illinois RDH licence?', isDealBreaker: true }, { text: 'Can you work two Saturdays a month?' }],
};

describe('the posting fields people filter by', () => {
  it('round-trip through the draft, the update and the public page, with JobPosting markup', async () => {
    const draft = EmployerJobSchema.parse(await createDraft(api, practice, postingBody(FIELDS)));
    expect(draft).toMatchObject({
      employmentType: 'PART_TIME',
      workDays: ['MON', 'WED', 'SAT'],
      shifts: ['MORNINGS', 'EVENINGS'],
      benefits: ['HEALTH_INSURANCE', 'PAID_TIME_OFF'],
      schedule: 'Mon, Wed, Sat · Mornings, Evenings',
      salary: '$42.00–$55.00/hour',
      screeningQuestions: [
        { id: expect.stringMatching(/^[a-z0-9]{1,16}$/), text: 'Do you hold an Illinois RDH licence?', isDealBreaker: true },
        { id: expect.any(String), text: 'Can you work two Saturdays a month?', isDealBreaker: false },
      ],
    });
    const [licence, saturdays] = draft.screeningQuestions;

    // An edit sends the kept question back with its id; a new one gets a new id; a left-out one is gone.
    const updated = await call(
      api,
      practice,
      'PUT',
      `/api9/jobs/${draft.id}`,
      postingBody({
        ...FIELDS,
        employmentType: 'FULL_TIME',
        screeningQuestions: [licence, { text: 'Are you CPR certified?', isDealBreaker: false }],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const questions = updated.json().screeningQuestions;
    expect(questions[0]).toEqual(licence);
    expect(questions[1]).toMatchObject({ text: 'Are you CPR certified?' });
    expect(questions.map((q: { id: string }) => q.id)).not.toContain(saturdays.id);
    expect(updated.json().employmentType).toBe('FULL_TIME');

    const live = await liveJob(api, practice, FIELDS);
    const page = PublicJobSchema.parse((await call(api, null, 'GET', `/api9/jobs/${live.id}`)).json());
    expect(page).toMatchObject({
      employmentType: 'PART_TIME',
      benefits: ['HEALTH_INSURANCE', 'PAID_TIME_OFF'],
      schedule: 'Mon, Wed, Sat · Mornings, Evenings',
    });
    // The applicant is not told which questions are deal-breakers.
    expect(page.screeningQuestions).toEqual([
      { id: expect.any(String), text: 'Do you hold an Illinois RDH licence?' },
      { id: expect.any(String), text: 'Can you work two Saturdays a month?' },
    ]);
    expect(page.structuredData).toMatchObject({
      employmentType: 'PART_TIME',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 42, maxValue: 55, unitText: 'HOUR' } },
    });

    const temp = await liveJob(api, practice, {
      ...FIELDS,
      type: 'TEMP',
      employmentType: 'PER_DIEM',
      jobDates: [{ date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }],
    });
    const tempPage = (await call(api, null, 'GET', `/api9/jobs/${temp.id}`)).json();
    expect(tempPage.structuredData.employmentType).toEqual(['TEMPORARY', 'PER_DIEM']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown employment type', { employmentType: 'CONTRACT' }, 'employmentType'],
    ['an unknown day', { workDays: ['MONDAY'] }, 'workDays.0'],
    ['an unknown benefit', { benefits: ['FREE_LUNCH'] }, 'benefits.0'],
    ['shifts as text', { shifts: 'MORNINGS' }, 'shifts'],
    ['a pay range upside down', { payCode: 'HOUR_RANGE', salaryMin: 5500, salaryMax: 4200 }, 'salaryMax'],
    ['a question too short', { screeningQuestions: [{ text: 'Ok?' }] }, 'screeningQuestions.0.text'],
    ['a question too long', { screeningQuestions: [{ text: `${'Really '.repeat(30)}?` }] }, 'screeningQuestions.0.text'],
    ['six questions', { screeningQuestions: Array.from({ length: 6 }, (_, i) => ({ text: `Question number ${i + 1}?` })) }, 'screeningQuestions'],
    ['a question asked twice', { screeningQuestions: [{ text: 'Are you certified?' }, { text: 'ARE YOU CERTIFIED?' }] }, 'screeningQuestions.1.text'],
    ['deal-breaker as text', { screeningQuestions: [{ text: 'Are you certified?', isDealBreaker: 'yes' }] }, 'screeningQuestions.0.isDealBreaker'],
  ])('refuses %s: 400 naming %s, nothing stored', async (_name, fields, field) => {
    const before = await employerTables(api);
    const response = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/jobs`, postingBody(fields));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await employerTables(api)).toEqual(before);
  });
});

describe('search filters of the posting fields', () => {
  type Found = { title: string }[];
  const search = async (account: TestAccount | null, filters: Record<string, string>) => {
    const path = account ? `/api9/users/${account.username}/jobs` : '/api9/jobs/search';
    const query = new URLSearchParams({ zip: '60614', position: 'DH', radius: '10', ...filters });
    const response = await call(api, account, 'GET', `${path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = JobSearchAnswerSchema.parse(response.json());
    return { titles: (answer.premiumJobs as Found).map((j) => j.title).sort(), partners: answer.partnerJobs.length, answer };
  };

  beforeEach(async () => {
    await api.database.db.execute(sql`delete from jobs`);
  });

  it('filter by employment type, schedule, benefits and minimum pay, on both routes', async () => {
    await liveJob(api, practice, { ...FIELDS, name: 'Part-time weekends' });
    await liveJob(api, practice, {
      name: 'Full-time weekdays',
      employmentType: 'FULL_TIME',
      workDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      shifts: ['MORNINGS', 'AFTERNOONS'],
      benefits: ['HEALTH_INSURANCE', 'RETIREMENT_PLAN'],
      payCode: 'HOUR',
      salaryMin: 6000,
      salaryMax: null,
    });
    await liveJob(api, practice, { name: 'Says nothing', payCode: 'YEAR', salaryMin: 9_000_000, salaryMax: null });
    await api.database.db.insert(partnerJobs).values({
      jobKey: `posting-fields-${Date.now()}`,
      source: 'test',
      title: 'Dental Hygienist (partner)',
      zip: '60614',
      lat: 41.9229,
      lng: -87.6483,
      position: 'DH',
      url: 'https://example.com/job',
      postedDate: new Date(),
    });

    for (const account of [null, seeker]) {
      const everything = await search(account, {});
      expect(everything.titles).toEqual(['Full-time weekdays', 'Part-time weekends', 'Says nothing']);
      expect(everything.partners).toBe(1);
      expect((await search(account, { employmentType: 'PART_TIME' })).titles).toEqual(['Part-time weekends']);
      expect((await search(account, { employmentType: 'PART_TIME,FULL_TIME' })).titles).toEqual(['Full-time weekdays', 'Part-time weekends']);
      expect((await search(account, { schedule: 'WEEKENDS' })).titles).toEqual(['Part-time weekends']);
      expect((await search(account, { schedule: 'MON,MORNINGS' })).titles).toEqual(['Full-time weekdays', 'Part-time weekends']);
      expect((await search(account, { schedule: 'TUE,EVENINGS' })).titles).toEqual([]);
      expect((await search(account, { benefits: 'HEALTH_INSURANCE' })).titles).toEqual(['Full-time weekdays', 'Part-time weekends']);
      expect((await search(account, { benefits: 'HEALTH_INSURANCE,PAID_TIME_OFF' })).titles).toEqual(['Part-time weekends']);
      expect((await search(account, { minPay: '5500' })).titles).toEqual(['Full-time weekdays', 'Part-time weekends']);
      expect((await search(account, { minPay: '5501' })).titles).toEqual(['Full-time weekdays']);
      expect((await search(account, { minPay: '8000000', payUnit: 'YEAR' })).titles).toEqual(['Says nothing']);
      // Partner postings say none of these: a filtered search lists none of them.
      const filtered = await search(account, { benefits: 'HEALTH_INSURANCE' });
      expect(filtered.partners).toBe(0);
      expect(filtered.answer.premiumJobs.find((j) => j.title === 'Part-time weekends')?.employmentType).toBe('PART_TIME');
    }
  });

  it('the visitor cache keys by the new filters (a filtered search is not answered with the unfiltered one)', async () => {
    await liveJob(api, practice, { ...FIELDS, name: 'Part-time weekends' });
    await liveJob(api, practice, { name: 'Plain' });
    expect((await search(null, { radius: '20' })).titles).toHaveLength(2);
    expect((await search(null, { radius: '20', employmentType: 'PART_TIME' })).titles).toEqual(['Part-time weekends']);
    expect((await search(null, { radius: '20', benefits: 'PAID_TIME_OFF' })).titles).toEqual(['Part-time weekends']);
    expect((await search(null, { radius: '20', schedule: 'EVENINGS' })).titles).toEqual(['Part-time weekends']);
    expect((await search(null, { radius: '20', minPay: '5000' })).titles).toEqual(['Part-time weekends', 'Plain']);
    expect((await search(null, { radius: '20', minPay: '5600' })).titles).toEqual([]);
  });

  it.each<[Record<string, string>, string]>([
    [{ employmentType: 'CONTRACT' }, 'employmentType'],
    [{ schedule: 'NIGHTS' }, 'schedule'],
    [{ benefits: 'FREE_LUNCH' }, 'benefits'],
    [{ minPay: 'lots' }, 'minPay'],
    [{ minPay: '4500', payUnit: 'WEEK' }, 'payUnit'],
  ])('refuses %j: 400 naming %s', async (filters, field) => {
    const response = await call(api, null, 'GET', `/api9/jobs/search?${new URLSearchParams({ zip: '60614', ...filters })}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
