import { describe, expect, it } from 'vitest';
import {
  JobPostingInputSchema,
  containsUnsafeHtml,
  expiryOf,
  formatPay,
  isPayRange,
  jobLife,
  jobPostingStructuredData,
  payProblems,
  payUnitOf,
  publishProblems,
  type JobLifeInput,
  type StructuredDataInput,
} from './job-posting';

describe('pay codes', () => {
  it.each([
    ['HOUR', 'HOUR', false],
    ['HOUR_RANGE', 'HOUR', true],
    ['HOURRANGE', 'HOUR', true],
    ['YEAR', 'YEAR', false],
    ['YEAR_RANGE', 'YEAR', true],
    ['PRODUCTION', 'PRODUCTION', false],
    ['PRODUCTION_RANGE', 'PRODUCTION', true],
    ['COLLECTION', 'COLLECTION', false],
    ['collection_range', 'COLLECTION', true],
    ['WEEK', null, false],
    ['RANGE', null, false],
    [null, null, false],
  ])('%s reads as unit %s, range %s', (code, unit, range) => {
    expect(payUnitOf(code)).toBe(unit);
    expect(isPayRange(code)).toBe(range);
  });

  it.each([
    ['HOUR', 4500, null, '$45.00/hour'],
    ['HOUR_RANGE', 4200, 5550, '$42.00–$55.50/hour'],
    ['HOUR_RANGE', 4500, 4500, '$45.00/hour'],
    ['HOUR', 725, null, '$7.25/hour'],
    ['HOUR', 50_000, null, '$500.00/hour'],
    ['HOUR', 123_405, null, '$1,234.05/hour'],
    ['YEAR', 16_000_000, null, '$160K/year'],
    ['YEAR_RANGE', 16_000_000, 22_050_000, '$160K–$220.5K/year'],
    ['YEAR', 5_000_050, null, '$50K/year'],
    ['YEAR', 99_900, null, '$999.00/year'],
    ['PRODUCTION', 3000, null, '30% of production'],
    ['COLLECTION_RANGE', 2850, 3500, '28.5%–35% of collections'],
    ['HOUR', null, null, null],
    [null, 4500, null, null],
  ])('%s %s-%s displays %s', (code, min, max, text) => {
    expect(formatPay(code, min, max)).toBe(text);
  });

  it.each([
    [{ payCode: null, salaryMin: null, salaryMax: null }, []],
    [{ payCode: null, salaryMin: 4500, salaryMax: null }, ['payCode']],
    [{ payCode: 'HOUR', salaryMin: null, salaryMax: null }, ['salaryMin']],
    [{ payCode: 'HOUR', salaryMin: 724, salaryMax: null }, ['salaryMin']],
    [{ payCode: 'HOUR', salaryMin: 725, salaryMax: null }, []],
    [{ payCode: 'HOUR', salaryMin: 50_001, salaryMax: null }, ['salaryMin']],
    [{ payCode: 'HOUR', salaryMin: 4500, salaryMax: 5000 }, ['salaryMax']],
    [{ payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: null }, ['salaryMax']],
    [{ payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 4499 }, ['salaryMax']],
    [{ payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 4500 }, []],
    [{ payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 60_000 }, ['salaryMax']],
    [{ payCode: 'YEAR', salaryMin: 999_999, salaryMax: null }, ['salaryMin']],
    [{ payCode: 'YEAR_RANGE', salaryMin: 1_000_000, salaryMax: 100_000_000 }, []],
    [{ payCode: 'PRODUCTION', salaryMin: 99, salaryMax: null }, ['salaryMin']],
    [{ payCode: 'COLLECTION_RANGE', salaryMin: 3000, salaryMax: 10_001 }, ['salaryMax']],
    [{ payCode: 'WEEK', salaryMin: 3000, salaryMax: null }, ['payCode']],
  ])('%j has problems in %j', (pay, fields) => {
    expect(payProblems(pay).map((problem) => problem.field)).toEqual(fields);
  });
});

describe('the posting body', () => {
  const base = { position: 'DA', name: 'Dental Assistant', description: '<p>Hi</p>', zip: '60614' };
  const issues = (body: unknown) => (JobPostingInputSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));

  it('defaults every missing field and trims text', () => {
    expect(JobPostingInputSchema.parse({ name: '  Hygienist  ' })).toEqual({
      officeId: null,
      position: null,
      name: 'Hygienist',
      description: null,
      urltitle: null,
      type: 'PERM',
      address: null,
      address2: null,
      city: null,
      state: null,
      zip: null,
      isConfidential: false,
      payCode: null,
      salaryMin: null,
      salaryMax: null,
      specialties: [],
      jobDates: [],
      employmentType: null,
      workDays: [],
      shifts: [],
      benefits: [],
      screeningQuestions: [],
    });
  });

  it.each([
    [{ ...base, type: 'TEMP' }, ['jobDates']],
    [{ ...base, type: 'TEMP', jobDates: [{ date: '2026-01-05' }] }, []],
    [{ ...base, jobDates: [{ date: '2026-01-05' }] }, ['jobDates']],
    [{ ...base, type: 'TEMP', jobDates: [{ date: '2026-01-05', startTime: '09:00', endTime: '08:59' }] }, ['jobDates.0.endTime']],
    [{ ...base, type: 'TEMP', jobDates: [{ date: '2026-01-05', endTime: '17:00' }] }, ['jobDates.0.startTime']],
    [{ ...base, type: 'TEMP', jobDates: [{ date: '2026-01-05' }, { date: '2026-01-05' }] }, ['jobDates.1.date']],
    [{ ...base, type: 'TEMP', jobDates: [{ date: '2026-13-01' }] }, ['jobDates.0.date']],
    [{ ...base, description: '<script>x</script>' }, ['description']],
    [{ ...base, payCode: 'HOUR_RANGE', salaryMin: 5000, salaryMax: 4000 }, ['salaryMax']],
    [{ ...base, specialties: ['GEN', 'GEN'] }, []],
    [{ ...base, salary: 'x' }, ['']],
  ])('%j: issues at %j', (body, paths) => {
    expect(issues(body)).toEqual(paths);
  });

  it('removes duplicate specialties', () => {
    expect(JobPostingInputSchema.parse({ ...base, specialties: ['GEN', 'PERIO', 'GEN'] }).specialties).toEqual(['GEN', 'PERIO']);
  });
});

describe('unsafe HTML', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', false],
    ['<a href="https://example.com">site</a>', false],
    ['Pay is <5% of collections & great', false],
    ['The data: we have it. Click on=this', false],
    ['<script>alert(1)</script>', true],
    ['<SCRIPT src=x>', true],
    ['< script>', true],
    ['<img src=x onerror=alert(1)>', true],
    ['<p/onclick="x">', true],
    ['<a href="javascript:alert(1)">x</a>', true],
    ['<a href = " JAVASCRIPT:alert(1)">x</a>', true],
    ['<a href="data:text/html;base64,xx">x</a>', true],
    ['<iframe src="x">', true],
    ['<style>p{}</style>', true],
    ['<svg/onload=alert(1)>', true],
    ['<form action="x"><input></form>', true],
  ])('%s: %s', (html, unsafe) => {
    expect(containsUnsafeHtml(html)).toBe(unsafe);
  });
});

describe('publishing needs', () => {
  const complete = { position: 'DH', name: 'Hygienist', description: '<p>x</p>', zip: '60614', city: 'Chicago', state: 'IL', type: 'PERM', jobDates: [] };
  it.each([
    [{}, []],
    [{ position: null }, ['position']],
    [{ name: null }, ['name']],
    [{ description: null }, ['description']],
    [{ zip: null }, ['zip']],
    [{ city: null }, ['city']],
    [{ type: 'TEMP' }, ['jobDates']],
    [{ type: 'TEMP', jobDates: [{ date: '2026-03-02' }, { date: '2026-03-01' }] }, ['jobDates.1.date']],
    [{ position: null, name: null, description: null, zip: null }, ['position', 'name', 'description', 'zip']],
  ])('%j is missing %j', (change, fields) => {
    expect(publishProblems({ ...complete, ...change }, '2026-03-02').map((problem) => problem.field)).toEqual(fields);
  });
});

describe('a posting’s life', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const job = (change: Partial<JobLifeInput> = {}): JobLifeInput => ({
    status: 'ACTIVE',
    expiredDate: '2026-03-20T00:00:00.000Z',
    isSubscription: false,
    slot: { cancelledAt: null, expiresAt: '2026-03-20T00:00:00.000Z' },
    ...change,
  });
  it.each([
    ['a live 30-day posting', {}, { isExpired: false, isUnslotted: false, isActive: true }],
    ['a draft', { status: 'DRAFT' as const, expiredDate: null, slot: null }, { isExpired: false, isUnslotted: false, isActive: false }],
    ['past its expiry', { expiredDate: '2026-03-02T12:00:00.000Z' }, { isExpired: true, isUnslotted: false, isActive: false }],
    ['filled', { status: 'BOOKED' as const }, { isExpired: false, isUnslotted: false, isActive: false }],
    ['without a slot', { slot: null }, { isExpired: false, isUnslotted: true, isActive: false }],
    ['in a cancelled slot', { slot: { cancelledAt: '2026-03-01T00:00:00.000Z', expiresAt: null } }, { isExpired: false, isUnslotted: true, isActive: false }],
    [
      'a subscription posting past 30 days, slot running',
      { isSubscription: true, expiredDate: '2026-02-01T00:00:00.000Z', slot: { cancelledAt: null, expiresAt: '2026-12-31T00:00:00.000Z' } },
      { isExpired: false, isUnslotted: false, isActive: true },
    ],
    [
      'a subscription posting whose slot ended',
      { isSubscription: true, slot: { cancelledAt: null, expiresAt: '2026-03-01T00:00:00.000Z' } },
      { isExpired: true, isUnslotted: false, isActive: false },
    ],
    [
      'a subscription slot without an end',
      { isSubscription: true, expiredDate: '2026-01-01T00:00:00.000Z', slot: { cancelledAt: null, expiresAt: null } },
      { isExpired: false, isUnslotted: false, isActive: true },
    ],
  ])('%s', (_what, change, life) => {
    expect(jobLife(job(change), now)).toEqual(life);
  });

  it('runs 30 days from publishing', () => {
    expect(expiryOf(new Date('2026-01-31T10:00:00.000Z')).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });
});

describe('schema.org JobPosting', () => {
  const input: StructuredDataInput = {
    id: 42,
    name: 'Registered Dental Hygienist',
    description: '<p>Join us</p>',
    position: 'DH',
    type: 'PERM',
    postedDate: '2026-03-02T15:00:00.000Z',
    validThrough: '2026-04-01T15:00:00.000Z',
    address: '2450 N Clark St',
    address2: 'Suite 200',
    city: 'Chicago',
    state: 'IL',
    zip: '60614',
    isConfidential: false,
    practiceName: 'Bright Smiles Dental',
    practiceWebsite: 'https://brightsmiles.example',
    directApply: true,
    payCode: 'HOUR_RANGE',
    salaryMin: 4500,
    salaryMax: 5500,
  };

  it('has the fields Google reads', () => {
    expect(jobPostingStructuredData({ ...input, url: 'https://chairside.example/jobs/42' })).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Registered Dental Hygienist',
      description: '<p>Join us</p>',
      identifier: { '@type': 'PropertyValue', name: 'Chairside', value: '42' },
      datePosted: '2026-03-02',
      validThrough: '2026-04-01T15:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '2450 N Clark St Suite 200',
          addressLocality: 'Chicago',
          addressRegion: 'IL',
          postalCode: '60614',
          addressCountry: 'US',
        },
      },
      directApply: true,
      occupationalCategory: '29-2021.00 Dental Hygienists',
      url: 'https://chairside.example/jobs/42',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 45, maxValue: 55, unitText: 'HOUR' } },
    });
  });

  it('temp work, a single yearly figure, a percentage (no baseSalary), a confidential practice', () => {
    expect(jobPostingStructuredData({ ...input, type: 'TEMP' }).employmentType).toBe('TEMPORARY');
    expect(jobPostingStructuredData({ ...input, payCode: 'YEAR', salaryMin: 16_000_000, salaryMax: null }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 160_000, unitText: 'YEAR' },
    });
    expect(jobPostingStructuredData({ ...input, payCode: 'COLLECTION', salaryMin: 3000, salaryMax: null })).not.toHaveProperty('baseSalary');
    const confidential = jobPostingStructuredData({ ...input, isConfidential: true, practiceLogo: 'https://chairside.example/logo.png' });
    expect(confidential.hiringOrganization).toBe('confidential');
    expect(JSON.stringify(confidential)).not.toContain('Clark');
    expect(JSON.stringify(confidential)).not.toContain('brightsmiles');
    expect(JSON.stringify(confidential)).not.toContain('logo');
  });

  it.each<[string, Partial<StructuredDataInput>, unknown]>([
    ['the practice with its website', {}, { '@type': 'Organization', name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example' }],
    [
      'the practice with its website and logo',
      { practiceLogo: 'https://chairside.example/files/logo.png' },
      { '@type': 'Organization', name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example', logo: 'https://chairside.example/files/logo.png' },
    ],
    ['the practice without a website', { practiceWebsite: null }, { '@type': 'Organization', name: 'Bright Smiles Dental' }],
    ['a confidential posting', { isConfidential: true }, 'confidential'],
    ['no practice name', { practiceName: null }, 'confidential'],
  ])('hiringOrganization: %s', (_case, change, expected) => {
    expect(jobPostingStructuredData({ ...input, ...change }).hiringOrganization).toEqual(expected);
  });

  it.each([true, false])('directApply says where the application happens: %s', (directApply) => {
    expect(jobPostingStructuredData({ ...input, directApply }).directApply).toBe(directApply);
  });
});
