import { describe, expect, it } from 'vitest';
import type { PublicJob } from '@chairside/domain/job-posting';
import { clip, closedNotice, htmlToText, publicJobMeta } from './public-job-meta';

const job = (overrides: Partial<PublicJob> = {}): PublicJob => ({
  id: 5,
  position: 'DA',
  positionLabel: 'Dental Assistant (DA, RDA, EFDA)',
  name: 'Temp Chairside Assistant',
  description: '<p><strong>Bright Smiles</strong> needs cover &amp; care.</p><ul><li>Chairside</li></ul>',
  city: 'Chicago',
  state: 'IL',
  zip: '60625',
  address: '4710 N Lincoln Ave',
  address2: null,
  lat: null,
  lng: null,
  status: 'ACTIVE',
  type: 'TEMP',
  isPlanned: true,
  isNational: false,
  isConfidential: false,
  payCode: 'HOUR',
  salaryMin: 2600,
  salaryMax: null,
  salary: '$26.00/hour',
  salaryUnits: 'HOUR',
  specialties: [],
  jobDates: [],
  employmentType: null,
  workDays: [],
  shifts: [],
  benefits: [],
  schedule: null,
  screeningQuestions: [],
  requiredCredentials: [],
  urltitle: null,
  slug: 'dental-assistant-job-in-chicago-il',
  postedDate: '2026-11-19T22:49:26.437Z',
  expiredDate: '2026-12-19T22:49:26.437Z',
  adjustedExpireDate: '2026-12-19T22:49:26.437Z',
  isExpired: false,
  isUnslotted: false,
  isActive: true,
  displayStatus: 'Active',
  isLive: true,
  lateCancelFeePercent: 50,
  workerClassification: 'CONTRACTOR',
  practice: { username: 'bright', name: 'Bright Smiles Dental', isPublic: true },
  office: null,
  structuredData: { '@type': 'JobPosting', title: 'Temp Chairside Assistant' },
  ...overrides,
});

describe('publicJobMeta', () => {
  it('titles the page by the posting, its position and place, with the canonical slug path and the JobPosting markup', () => {
    const meta = publicJobMeta(job());
    // The whole document title: with the site name it would be over 70 characters.
    expect(meta.title).toBe('Temp Chairside Assistant – Dental Assistant job in Chicago, IL');
    expect(meta.wholeTitle).toBe(true);
    expect(meta.canonicalPath).toBe('/dental-jobs/job/5/dental-assistant-job-in-chicago-il/');
    expect(meta.jsonLd).toEqual({ '@type': 'JobPosting', title: 'Temp Chairside Assistant' });
    expect(meta.noindex).toBeUndefined();
    expect(meta.description).toBe(
      'Bright Smiles Dental is hiring: temp dental assistant in Chicago, IL, $26.00/hour. Bright Smiles needs cover & care. Chairside',
    );
  });

  it.each([
    ['Filled', 'BOOKED', 'This job has been filled.'],
    ['Closed', 'CANCELED', 'This job has been closed.'],
    ['Expired', 'ACTIVE', 'This job has expired.'],
  ] as const)('a %s posting says so, has no markup and is kept out of search', (displayStatus, status, notice) => {
    const meta = publicJobMeta(job({ isLive: false, displayStatus, status, structuredData: null }));
    expect(meta.jsonLd).toBeUndefined();
    expect(meta.noindex).toBe(true);
    expect(meta.description?.startsWith(notice)).toBe(true);
  });

  it('never adds markup the API did not give, even while live', () => expect(publicJobMeta(job({ structuredData: null })).jsonLd).toBeUndefined());

  it('names no practice when confidential', () =>
    expect(publicJobMeta(job({ practice: null, isConfidential: true })).description).toMatch(/^A dental practice is hiring/));

  it('keeps a long title within 70 characters, the place shed first', () => {
    const meta = publicJobMeta(job({ name: 'Temp Chairside Assistant for Saturdays and Two Evenings a Week' }));
    expect(meta.title).toBe('Temp Chairside Assistant for Saturdays and Two Evenings a Week');
    expect(publicJobMeta(job({ name: 'Hygienist', positionLabel: 'Dental Hygienist (RDH)' })).title).toBe(
      'Hygienist – Dental Hygienist job in Chicago, IL | Chairside',
    );
  });

  it('says enough about a posting with few words (at least 50 characters)', () => {
    const meta = publicJobMeta(job({ city: null, state: null, salary: null, description: null, practice: { username: 'a', name: 'Ab', isPublic: true } }));
    expect(meta.description).toBe('Ab is hiring: temp dental assistant. Apply online with your Chairside resume.');
  });

  it('keeps descriptions within 160 characters', () => {
    const meta = publicJobMeta(job({ description: `<p>${'word '.repeat(100)}</p>` }));
    expect(meta.description?.length).toBeLessThanOrEqual(160);
    expect(meta.description).toMatch(/…$/);
  });
});

describe('closedNotice', () => {
  it('is null while live', () => expect(closedNotice({ isLive: true, displayStatus: 'Active' })).toBeNull());
  it('calls an unslotted posting closed', () => expect(closedNotice({ isLive: false, displayStatus: 'Closed' })).toBe('This job has been closed.'));
});

describe('htmlToText and clip', () => {
  it('drops tags and decodes entities', () => expect(htmlToText('<p>A&amp;B</p><p>C&nbsp;D</p>')).toBe('A&B C D'));
  it('is empty for null', () => expect(htmlToText(null)).toBe(''));
  it('cuts at a word with an ellipsis', () => expect(clip('the quick brown fox jumps', 15)).toBe('the quick…'));
});
