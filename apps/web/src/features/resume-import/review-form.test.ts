import { describe, expect, it } from 'vitest';
import type { ResumeDraft } from '@chairside/domain/resume-import';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { changedFields, chosenCount, formPathOf, importOf, ReviewFormSchema, reviewValuesOf } from './review-form';

const DRAFT: ResumeDraft = {
  intro: 'Hygienist with ten years of experience.',
  phone: '(312) 555-0142',
  zip: '60614',
  position: 'DH',
  license: 'RDH',
  licenseState: 'IL',
  licenseNumber: '019.012345',
  experience: 10,
  other: null,
  skills: ['Dentrix', 'Eaglesoft'],
  companies: [
    {
      name: 'Bright Smiles Dental',
      title: 'Dental Hygienist',
      city: 'Chicago',
      state: 'IL',
      startDate: '2019-01-01',
      endDate: null,
      current: true,
      description: 'SRP',
    },
    { name: 'Smile Care', title: 'Dental Assistant', city: null, state: null, startDate: null, endDate: null, current: false, description: null },
  ],
  schools: [{ name: 'Harper College', degree: 'AAS', city: null, state: null, startDate: null, endDate: '2016-12-01' }],
  certs: [{ name: 'CPR/BLS', issuer: 'AHA', issuedDate: null, expiresDate: '2026-06-01' }],
  courses: [],
  sections: ['Experience'],
};

const staff = (changes: { phone?: string | null; position?: string | null; intro?: string | null; skills?: string[] } = {}) =>
  ({
    phone: changes.phone ?? null,
    zip: '60614',
    position: changes.position ?? 'DA',
    resume: {
      intro: changes.intro ?? null,
      license: null,
      licenseState: null,
      licenseNumber: null,
      experience: null,
      other: null,
      skills: (changes.skills ?? []).map((name, id) => ({ id, name, score: 1 })),
      companies: [],
      schools: [],
      certs: [],
      courses: [],
    },
  }) as unknown as CurrentStaff;

describe('the review of a draft', () => {
  it('offers the fields that differ from the profile: ticked when the profile has none', () => {
    expect(changedFields(DRAFT, staff({ intro: 'My own words.' }))).toEqual([
      { field: 'intro', current: 'My own words.' },
      { field: 'position', current: 'DA' },
      { field: 'license', current: null },
      { field: 'licenseState', current: null },
      { field: 'licenseNumber', current: null },
      { field: 'experience', current: null },
      { field: 'phone', current: null },
    ]);
    const values = reviewValuesOf(DRAFT, staff({ intro: 'My own words.', skills: ['dentrix'] }));
    expect(values.fields.intro).toEqual({ use: false, value: DRAFT.intro });
    expect(values.fields.license).toEqual({ use: true, value: 'RDH' });
    expect(values.fields.zip).toBeUndefined();
    expect(values.skills).toEqual([{ use: true, name: 'Eaglesoft' }]);
    expect(values.companies[0]).toMatchObject({ start: '2019-01', end: '', current: true });
    // Ticked: license, its state and number, years, phone; a skill, two jobs, a school, a certification.
    expect(chosenCount(values)).toBe(5 + 1 + 2 + 1 + 1);
  });

  it('sends the ticked items as the import takes them', () => {
    const values = reviewValuesOf(DRAFT, staff());
    values.companies[1].use = false;
    values.skills[0].use = false;
    // The position is offered but not ticked: the profile has one.
    expect(ReviewFormSchema.parse(values)).toEqual({
      intro: DRAFT.intro,
      license: 'RDH',
      licenseState: 'IL',
      licenseNumber: '019.012345',
      experience: 10,
      phone: '(312) 555-0142',
      skills: [{ name: 'Eaglesoft', score: 1 }],
      companies: [
        { name: 'Bright Smiles Dental', title: 'Dental Hygienist', city: 'Chicago', state: 'IL', startDate: '2019-01-01', endDate: null, description: 'SRP' },
      ],
      schools: [{ name: 'Harper College', degree: 'AAS', city: null, state: null, startDate: null, endDate: '2016-12-01' }],
      certs: [{ name: 'CPR/BLS', issuer: 'AHA', issuedDate: null, expiresDate: '2026-06-01' }],
      courses: [],
    });
  });

  it('puts the problems of ticked entries beside their fields', () => {
    const values = reviewValuesOf(DRAFT, staff());
    values.fields.experience = { use: true, value: 'ten' };
    const parsed = ReviewFormSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    const problems = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(problems).toEqual({
      'fields.experience.value': 'Years of service is a whole number from 0 to 60.',
      'companies.1.start': 'A start date is a day written YYYY-MM-DD.',
      'companies.1.end': 'An end date is a day written YYYY-MM-DD.',
    });
  });

  it('nothing ticked is a problem of the whole form', () => {
    const values = reviewValuesOf({ ...DRAFT, companies: [], schools: [], certs: [], skills: [] }, staff());
    for (const choice of Object.values(values.fields)) if (choice) choice.use = false;
    expect(ReviewFormSchema.safeParse(values).error?.issues).toEqual([
      expect.objectContaining({ path: ['root'], message: 'Choose at least one item to add to your profile.' }),
    ]);
  });

  it('finds the form field of a problem the server names', () => {
    const { positions } = importOf({
      ...reviewValuesOf(DRAFT, staff()),
      companies: [{ ...reviewValuesOf(DRAFT, staff()).companies[0], use: false }, reviewValuesOf(DRAFT, staff()).companies[0]],
    });
    expect(formPathOf(['companies', 0, 'endDate'], positions)).toBe('companies.1.end');
    expect(formPathOf(['zip'], positions)).toBe('fields.zip.value');
    expect(formPathOf(['companies'], positions)).toBeNull();
    expect(formPathOf([], positions)).toBeNull();
  });
});
