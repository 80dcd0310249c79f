import { describe, expect, it } from 'vitest';
import { isDraftEmpty, type ResumeDraft } from '../resume-import';
import { draftResume, yearsOfService } from './resume-draft';
import { ASSISTANT_RESUME } from './fixtures/assistant-resume';
import { COVER_LETTER } from './fixtures/cover-letter';
import { DENTIST_RESUME } from './fixtures/dentist-resume';
import { FRONT_OFFICE_RESUME } from './fixtures/front-office-resume';
import { HYGIENIST_RESUME } from './fixtures/hygienist-resume';
import { WORD_COLUMNS_RESUME } from './fixtures/word-columns-resume';

const TODAY = '2026-05-15';
const draftOf = (text: string) => draftResume(text.split('\n'), TODAY);

type Row = [name: string, text: string, expected: Partial<ResumeDraft>];

const ROWS: Row[] = [
  [
    'a hygienist (title | practice | place | dates on one line)',
    HYGIENIST_RESUME,
    {
      intro:
        'Registered dental hygienist with ten years of experience in general and periodontal practices. Gentle with anxious patients and careful with charting.',
      phone: '(312) 555-0142',
      zip: '60614',
      position: 'DH',
      license: 'RDH',
      licenseState: 'IL',
      licenseNumber: '019.012345',
      experience: 10,
      other: null,
      companies: [
        {
          name: 'Bright Smiles Dental',
          title: 'Registered Dental Hygienist',
          city: 'Chicago',
          state: 'IL',
          startDate: '2019-01-01',
          endDate: null,
          current: true,
          description:
            'Provide prophylaxis, scaling and root planing and periodontal maintenance for 8-10 patients a day\nAdminister local anesthesia and monitor nitrous oxide sedation\nChart in Dentrix; take digital x-rays and intraoral camera images',
        },
        {
          name: 'Lakeview Periodontics',
          title: 'Dental Hygienist',
          city: 'Chicago',
          state: 'IL',
          startDate: '2016-06-01',
          endDate: '2018-12-01',
          current: false,
          description: 'Periodontal charting and maintenance in a specialty practice\nPlaced sealants and fluoride varnish for adolescent patients',
        },
      ],
      schools: [
        {
          name: 'Harper College',
          degree: 'Associate of Applied Science, Dental Hygiene',
          city: 'Palatine',
          state: 'IL',
          startDate: '2014-01-01',
          endDate: '2016-12-01',
        },
      ],
      certs: [
        { name: 'Local Anesthesia Permit, Illinois', issuer: null, issuedDate: '2017-01-01', expiresDate: null },
        { name: 'CPR/BLS for Healthcare Providers', issuer: 'American Heart Association', issuedDate: null, expiresDate: '2026-06-01' },
      ],
      courses: [],
      skills: [
        'Dentrix',
        'Eaglesoft',
        'Scaling and root planing',
        'Patient education',
        'Periodontal charting',
        'Digital X-rays',
        'Intraoral camera',
        'Sealants',
        'Fluoride application',
        'Local anesthesia',
        'Nitrous oxide monitoring',
      ],
      sections: ['PROFESSIONAL SUMMARY', 'EXPERIENCE', 'EDUCATION', 'LICENSES & CERTIFICATIONS', 'SKILLS'],
    },
  ],
  [
    'an assistant (title, practice and dates on lines of their own; DANB certifications)',
    ASSISTANT_RESUME,
    {
      intro: 'Expanded functions dental assistant looking for a busy family practice where I can grow.',
      phone: '773.555.0199',
      zip: '60613',
      position: 'DA',
      license: null,
      experience: 10,
      companies: [
        {
          name: 'Smile Care Family Dentistry',
          title: 'Expanded Functions Dental Assistant',
          city: 'Oak Park',
          state: 'IL',
          startDate: '2020-03-01',
          endDate: null,
          current: true,
          description:
            'Four-handed chairside assisting for restorative and implant procedures\nTake impressions and fabricate temporary crowns\nSterilization and infection control lead for a team of six',
        },
        {
          name: 'Dr. Alan Reyes, DDS',
          title: 'Dental Assistant',
          city: 'Evanston',
          state: 'IL',
          startDate: '2016-06-01',
          endDate: '2020-02-01',
          current: false,
          description: 'Chairside assisting, digital radiographs and patient education\nScheduled recall appointments in Eaglesoft',
        },
      ],
      schools: [
        { name: 'Concorde Career College', degree: 'Dental Assisting Certificate', city: null, state: null, startDate: null, endDate: '2016-12-01' },
        { name: 'Lincoln Park High School', degree: 'Diploma', city: 'Chicago', state: 'IL', startDate: null, endDate: '2014-12-01' },
      ],
      certs: [
        { name: 'Certified Dental Assistant (CDA)', issuer: 'DANB', issuedDate: '2017-01-01', expiresDate: null },
        { name: 'Expanded Functions Dental Assistant (EFDA), Illinois', issuer: null, issuedDate: '2020-01-01', expiresDate: null },
        { name: 'Coronal Polishing Certificate', issuer: null, issuedDate: null, expiresDate: null },
        { name: 'Radiology Certificate', issuer: 'DANB', issuedDate: null, expiresDate: null },
        { name: 'CPR/BLS', issuer: 'American Red Cross', issuedDate: null, expiresDate: '2026-09-01' },
      ],
      skills: [
        'Four-handed dentistry',
        'CEREC',
        'Spanish (bilingual)',
        'Eaglesoft',
        'Digital X-rays',
        'Chairside assisting',
        'Sterilization and infection control',
        'Coronal polishing',
        'Impressions',
        'Temporary crowns',
        'Patient education',
      ],
    },
  ],
  [
    'a front office coordinator (numeric dates in brackets, a software label, memberships)',
    FRONT_OFFICE_RESUME,
    {
      phone: '(630) 555-0123',
      zip: '60540',
      position: 'FO',
      license: null,
      experience: 12,
      other: 'American Association of Dental Office Management (AADOM), member since 2018',
      companies: [
        expect.objectContaining({
          name: 'Riverwalk Family Dental',
          title: 'Office Manager',
          city: 'Naperville',
          state: 'IL',
          startDate: '2017-03-01',
          endDate: null,
          current: true,
        }),
        expect.objectContaining({
          name: 'Little Teeth Pediatric Dentistry',
          title: 'Front Desk Receptionist',
          city: 'Aurora',
          startDate: '2013-08-01',
          endDate: '2017-02-01',
        }),
      ],
      schools: [
        {
          name: 'Northern Illinois University',
          degree: 'Bachelor of Science, Business Administration',
          city: 'DeKalb',
          state: 'IL',
          startDate: null,
          endDate: '2013-12-01',
        },
      ],
      certs: [],
      skills: expect.arrayContaining([
        'Dentrix',
        'Eaglesoft',
        'Open Dental',
        'Microsoft Excel',
        'Insurance verification',
        'Scheduling',
        'Collections',
        'HIPAA compliance',
        'Insurance billing',
      ]),
    },
  ],
  [
    'a dentist (DMD, state license with its number, DEA registration, continuing education)',
    DENTIST_RESUME,
    {
      phone: '847-555-0177',
      zip: '60201',
      position: 'DD',
      license: 'DMD',
      licenseState: 'IL',
      licenseNumber: '019.054321',
      experience: 8,
      other: 'American Dental Association\nChicago Dental Society',
      companies: [
        expect.objectContaining({
          name: 'North Shore Dental Group',
          title: 'Associate Dentist',
          city: 'Evanston',
          state: 'IL',
          startDate: '2018-07-01',
          endDate: null,
        }),
        {
          name: 'University of Illinois Hospital',
          title: 'General Practice Resident',
          city: 'Chicago',
          state: 'IL',
          startDate: '2017-07-01',
          endDate: '2018-06-01',
          current: false,
          description: null,
        },
      ],
      schools: [
        {
          name: 'Midwestern University College of Dental Medicine',
          degree: 'Doctor of Dental Medicine (DMD)',
          city: 'Downers Grove',
          state: 'IL',
          startDate: '2013-01-01',
          endDate: '2017-12-01',
        },
        {
          name: 'University of Illinois Urbana-Champaign',
          degree: 'Bachelor of Science, Biology',
          city: null,
          state: null,
          startDate: '2009-01-01',
          endDate: '2013-12-01',
        },
      ],
      certs: [{ name: 'DEA Registration', issuer: null, issuedDate: null, expiresDate: '2027-01-01' }],
      courses: [
        { name: 'Implant Restoration Essentials', provider: 'Chicago Dental Society', completedDate: '2022-01-01', hours: 14 },
        { name: 'Sleep Apnea and Oral Appliances', provider: 'Academy of Dental Sleep Medicine', completedDate: '2021-01-01', hours: 8 },
      ],
      skills: ['CAD/CAM (CEREC)', 'Treatment planning'],
    },
  ],
  [
    'a Word resume with tab stops (practice and place, then title and dates; dates before schools)',
    WORD_COLUMNS_RESUME,
    {
      intro: null,
      phone: '815-555-0110',
      zip: '61107',
      position: 'DH',
      experience: 8,
      companies: [
        {
          name: 'Rock River Dental Associates',
          title: 'Dental Hygienist',
          city: 'Rockford',
          state: 'IL',
          startDate: '2021-09-01',
          endDate: null,
          current: true,
          description: 'Perform adult prophylaxis and periodontal therapy; use Open Dental and a soft tissue laser.',
        },
        {
          name: 'Northern Smiles Orthodontics',
          title: 'Dental Assistant',
          city: 'Belvidere',
          state: 'IL',
          startDate: '2018-05-01',
          endDate: '2021-08-01',
          current: false,
          description: null,
        },
      ],
      schools: [
        { name: 'Rock Valley College', degree: 'A.A.S. Dental Hygiene', city: null, state: null, startDate: '2019-01-01', endDate: '2021-12-01' },
        { name: 'Rockford University', degree: null, city: null, state: null, startDate: '2015-01-01', endDate: '2017-12-01' },
      ],
      skills: ['Open Dental', 'Laser therapy', 'Orthodontic adjustments', 'Pediatric patients'],
      sections: ['E X P E R I E N C E', 'EDUCATION', 'Skills'],
    },
  ],
];

describe('a resume read into a draft profile', () => {
  it.each(ROWS)('%s', (_name, text, expected) => {
    expect(draftOf(text)).toMatchObject(expected);
  });

  it('every draft entry is one the profile accepts once its dates are known', () => {
    for (const [, text] of ROWS) {
      const draft = draftOf(text);
      for (const company of draft.companies) {
        expect(company.name.length).toBeLessThanOrEqual(150);
        expect(company.title.length).toBeLessThanOrEqual(100);
        if (company.startDate && company.endDate) expect(company.endDate >= company.startDate).toBe(true);
      }
      for (const school of draft.schools) if (school.startDate && school.endDate) expect(school.endDate >= school.startDate).toBe(true);
      for (const cert of draft.certs) if (cert.issuedDate && cert.expiresDate) expect(cert.expiresDate >= cert.issuedDate).toBe(true);
      expect(isDraftEmpty(draft)).toBe(false);
    }
  });

  it('a text without sections is an empty draft', () => {
    const draft = draftOf(COVER_LETTER);
    expect(isDraftEmpty(draft)).toBe(true);
    expect(draft.sections).toEqual([]);
    expect(draftResume([], TODAY)).toMatchObject({ companies: [], skills: [], intro: null, phone: null });
  });

  it('joins a wrapped line to the one before it and reads Word bullets and page numbers', () => {
    const draft = draftResume(
      [
        'Experience',
        'Dental Hygienist, Bright Smiles Dental, 2019 – Present',
        '\uF0B7 Administered local anesthesia for',
        'patients of all ages',
        'Page 1 of 2',
      ],
      TODAY,
    );
    expect(draft.companies).toEqual([
      expect.objectContaining({
        title: 'Dental Hygienist',
        name: 'Bright Smiles Dental',
        description: 'Administered local anesthesia for patients of all ages',
      }),
    ]);
  });

  it('stays bounded and storable with hostile text', () => {
    const hostile = ['Skills', `Dentrix\u0000, Eagle\uD800soft, ${'x'.repeat(100_000)}`, ...Array.from({ length: 50_000 }, (_, i) => `Skill number ${i}`)];
    const started = performance.now();
    const draft = draftResume(hostile, TODAY);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(draft.skills.length).toBeLessThanOrEqual(50);
    expect(draft.skills.slice(0, 2)).toEqual(['Dentrix', 'Eaglesoft']);
    expect(JSON.stringify(draft)).not.toMatch(/\\u0000|\\ud800/);
  });
});

describe('years of service', () => {
  const job = (startDate: string | null, endDate: string | null) => ({
    name: 'P',
    title: 'T',
    city: null,
    state: null,
    startDate,
    endDate,
    current: endDate === null,
    description: null,
  });
  it.each([
    ['no dated job', [job(null, null)], null],
    ['one year', [job('2020-01-01', '2020-12-01')], 1],
    ['overlapping jobs count once', [job('2018-01-01', '2020-12-01'), job('2019-06-01', '2020-06-01')], 3],
    ['a job going on counts to today', [job('2021-05-01', null)], 5],
    ['eleven months is no whole year', [job('2025-07-01', null)], 0],
  ])('%s', (_name, companies, years) => {
    expect(yearsOfService(companies, TODAY)).toBe(years);
  });
});
