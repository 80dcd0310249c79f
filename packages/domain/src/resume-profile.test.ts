import { describe, expect, it } from 'vitest';
import {
  AvailabilitySchema,
  CertInputSchema,
  CompanyInputSchema,
  CourseInputSchema,
  IntroSchema,
  NO_AVAILABILITY,
  PhotoCropSchema,
  SchoolInputSchema,
  SkillInputSchema,
  SPECIALTY_CODES,
  StaffDetailsSchema,
  dowTotal,
  isRealDay,
} from './resume-profile';

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error ? { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message } : null;

const company = { name: 'Lakeview Dental', title: 'Hygienist', city: null, state: 'IL', startDate: '2020-01-01', endDate: null, description: null };
const details = { position: 'DH', zip: '60625', license: null, other: null, experience: 3, salary: null, specialties: [] };

describe('isRealDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-02-28', true],
    ['2023-13-01', false],
    ['2023-04-31', false],
    ['2023-4-01', false],
    ['1899-12-31', false],
    ['01/02/2023', false],
    ['', false],
  ])('%s -> %s', (day, expected) => expect(isRealDay(day)).toBe(expected));
});

describe('dowTotal', () => {
  it.each([
    [{}, 0, 0],
    [{ isDowMon: true }, 1, 0],
    [{ isDowMon: true, isDowSunTemp: true, isDowSatTemp: true }, 1, 2],
    [{ ...Object.fromEntries(Object.keys(NO_AVAILABILITY).map((k) => [k, true])) }, 7, 7],
  ])('%j -> perm %i, temp %i', (flags, perm, temp) => {
    expect(dowTotal(flags, 'perm')).toBe(perm);
    expect(dowTotal(flags, 'temp')).toBe(temp);
  });
});

describe('section schemas', () => {
  it.each([
    ['intro 2000', IntroSchema, { intro: 'a'.repeat(2000) }, null],
    ['intro 2001', IntroSchema, { intro: 'a'.repeat(2001) }, { path: 'intro', message: 'An intro is at most 2000 characters.' }],
    ['intro unknown key', IntroSchema, { intro: 'a', x: 1 }, { path: '', message: expect.any(String) }],
    ['skill score 1', SkillInputSchema, { name: 'Dentrix', score: 1 }, null],
    ['skill score 5', SkillInputSchema, { name: 'Dentrix', score: 5 }, null],
    ['skill score 6', SkillInputSchema, { name: 'Dentrix', score: 6 }, { path: 'score', message: 'A skill score is a whole number from 1 to 5.' }],
    ['skill blank', SkillInputSchema, { name: '  ' }, { path: 'name', message: 'Enter the skill.' }],
    ['company current', CompanyInputSchema, company, null],
    ['company same day', CompanyInputSchema, { ...company, endDate: '2020-01-01' }, null],
    [
      'company backwards',
      CompanyInputSchema,
      { ...company, endDate: '2019-12-31' },
      { path: 'endDate', message: 'The end date must come after the start date.' },
    ],
    ['company no start', CompanyInputSchema, { ...company, startDate: null }, { path: 'startDate', message: 'A start date is a day written YYYY-MM-DD.' }],
    ['school only end', SchoolInputSchema, { name: 'Harper', degree: null, city: null, state: null, startDate: null, endDate: '2017-05-01' }, null],
    [
      'school backwards',
      SchoolInputSchema,
      { name: 'Harper', degree: null, city: null, state: null, startDate: '2018-01-01', endDate: '2017-05-01' },
      { path: 'endDate', message: 'The end date must come after the start date.' },
    ],
    [
      'cert backwards',
      CertInputSchema,
      { name: 'CPR', issuer: null, issuedDate: '2024-01-01', expiresDate: '2023-01-01' },
      { path: 'expiresDate', message: 'The expiry date must come after the issue date.' },
    ],
    [
      'course hours 0',
      CourseInputSchema,
      { name: 'CE', provider: null, completedDate: null, hours: 0 },
      { path: 'hours', message: 'Hours are a number from 0.25 to 1000.' },
    ],
    ['details ok', StaffDetailsSchema, details, null],
    ['details every specialty', StaffDetailsSchema, { ...details, specialties: SPECIALTY_CODES }, null],
    [
      'details bad specialty',
      StaffDetailsSchema,
      { ...details, specialties: ['NOPE'] },
      { path: 'specialties.0', message: expect.stringContaining('Choose specialties from: GEN') },
    ],
    [
      'details experience 61',
      StaffDetailsSchema,
      { ...details, experience: 61 },
      { path: 'experience', message: 'Years of service is a whole number from 0 to 60.' },
    ],
    ['availability all false', AvailabilitySchema, NO_AVAILABILITY, null],
    [
      'availability missing Thur',
      AvailabilitySchema,
      { ...NO_AVAILABILITY, isDowThur: undefined },
      { path: 'isDowThur', message: 'isDowThur is true or false.' },
    ],
    ['crop 270', PhotoCropSchema, { x: 0, y: 0, width: 1, height: 1, rotation: 270 }, null],
    ['crop 45', PhotoCropSchema, { x: 0, y: 0, width: 1, height: 1, rotation: 45 }, { path: 'rotation', message: 'crop.rotation is 0, 90, 180 or 270.' }],
  ] as const)('%s', (_label, schema, input, expected) => {
    expect(firstIssue(schema.safeParse(input))).toEqual(expected);
  });

  it('trims text, stores blanks as null and drops repeated specialties', () => {
    expect(IntroSchema.parse({ intro: '  hi  ' })).toEqual({ intro: 'hi' });
    expect(IntroSchema.parse({ intro: '   ' })).toEqual({ intro: null });
    expect(StaffDetailsSchema.parse({ ...details, salary: ' ', specialties: ['GEN', 'GEN', 'PERIO'] })).toMatchObject({
      salary: null,
      specialties: ['GEN', 'PERIO'],
    });
    expect(SkillInputSchema.parse({ name: ' Dentrix ' })).toEqual({ name: 'Dentrix', score: 1 });
  });
});
