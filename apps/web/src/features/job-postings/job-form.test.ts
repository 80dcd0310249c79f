import { describe, expect, it } from 'vitest';
import { JobPostingInputSchema } from '@chairside/domain/job-posting';
import { emptyForm, formToInput, fromHundredths, issuesToProblems, newPostingForm, toHundredths, withOffice, type JobFormValues } from './job-form';
import { localToday, statusActions } from '../postings/public-api';

const office = {
  id: 4,
  name: 'Lincoln Park',
  address: '2300 N Lincoln Ave',
  address2: 'Suite 2',
  city: 'Chicago',
  state: 'IL',
  zip: '60614',
  lat: null,
  lng: null,
  phone: null,
  isPrimary: true,
  hours: [],
  photos: [],
};

describe('amounts', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['$45.50', 4550],
    ['160,000', 16_000_000],
    ['30%', 3000],
    ['', null],
    ['  ', null],
    ['abc', Number.NaN],
    ['4.555', Number.NaN],
  ])('%j → %s hundredths', (text, amount) => expect(toHundredths(text)).toBe(amount));

  it.each([
    [4500, '45'],
    [4550, '45.50'],
    [null, ''],
  ])('%s hundredths → %j', (amount, text) => expect(fromHundredths(amount)).toBe(text));
});

describe('formToInput', () => {
  const base: JobFormValues = { ...emptyForm(), position: 'DH', name: 'Hygienist', description: '<p>Join us</p>', zip: '60614' };

  it('sends dollars as cents and percentages as hundredths, with the range code', () => {
    expect(formToInput({ ...base, payUnit: 'HOUR', payRange: true, salaryMin: '45', salaryMax: '55.50' }).input).toMatchObject({
      payCode: 'HOUR_RANGE',
      salaryMin: 4500,
      salaryMax: 5550,
    });
    expect(formToInput({ ...base, payUnit: 'COLLECTION', salaryMin: '30', salaryMax: '99' }).input).toMatchObject({
      payCode: 'COLLECTION',
      salaryMin: 3000,
      salaryMax: null,
    });
    expect(formToInput({ ...base, salaryMin: '45' }).input).toMatchObject({ payCode: null, salaryMin: null, salaryMax: null });
  });

  it('names amounts that are not numbers', () =>
    expect(formToInput({ ...base, payUnit: 'YEAR', salaryMin: 'lots' }).problems).toEqual({ salaryMin: 'Enter the amount in dollars, like 45 or 45.50.' }));

  it('sends temp dates only for TEMP, with blank shift times as null', () => {
    const dates = [{ key: 'a', id: null, date: '2030-01-02', startTime: '', endTime: '', status: null }];
    expect(formToInput({ ...base, type: 'TEMP', jobDates: dates }).input.jobDates).toEqual([{ date: '2030-01-02', startTime: null, endTime: null }]);
    expect(formToInput({ ...base, type: 'PERM', jobDates: dates }).input.jobDates).toEqual([]);
  });

  it('treats an editor with no words as no description', () => expect(formToInput({ ...base, description: '<p><br></p>' }).input.description).toBeNull());

  it('makes a body the domain schema accepts', () => {
    const parsed = JobPostingInputSchema.safeParse(formToInput({ ...withOffice(base, office), payUnit: 'HOUR', salaryMin: '45' }).input);
    expect(parsed.success).toBe(true);
  });

  it('names nested problems as the server does', () => {
    const parsed = JobPostingInputSchema.safeParse(
      formToInput({ ...base, type: 'TEMP', jobDates: [{ key: 'a', id: null, date: '2030-01-02', startTime: '10:00', endTime: '09:00', status: null }] }).input,
    );
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(issuesToProblems(parsed.error.issues)).toEqual({ 'jobDates.0.endTime': 'The end time must come after the start time.' });
  });
});

describe('withOffice', () => {
  it("copies the office's place into the form", () =>
    expect(withOffice(emptyForm(), office)).toMatchObject({
      officeId: '4',
      address: '2300 N Lincoln Ave',
      address2: 'Suite 2',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
    }));
});

describe('newPostingForm', () => {
  const texas = { ...office, id: 7, isPrimary: true, city: 'Austin', state: 'TX', zip: '78701' };
  const chicago = { ...office, isPrimary: false };
  it('starts in the office of the slot’s region, with the slot’s position', () =>
    expect(newPostingForm([texas, chicago], { position: 'DH', region: 'MIDWEST' }, '2026-11-30')).toMatchObject({
      officeId: '4',
      position: 'DH',
      zip: '60614',
      state: 'IL',
    }));
  it('starts in the primary office for a slot bought for anywhere, or without a slot', () => {
    expect(newPostingForm([chicago, texas], { position: null, region: null }, '2026-11-30')).toMatchObject({ officeId: '7', position: '', zip: '78701' });
    expect(newPostingForm([chicago, texas], null, '2026-11-30')).toMatchObject({ officeId: '7', position: '' });
    expect(newPostingForm([], null, '2026-11-30')).toMatchObject({ officeId: '', zip: '', position: '' });
  });
  it('starts at the practice’s ZIP code when it has no office, if the slot may carry a posting there', () => {
    expect(newPostingForm([], { position: 'DA', region: 'MIDWEST' }, '2026-11-30', '60614')).toMatchObject({ position: 'DA', zip: '60614' });
    expect(newPostingForm([], { position: 'DA', region: 'WEST' }, '2026-11-30', '60614')).toMatchObject({ position: 'DA', zip: '' });
    expect(newPostingForm([], null, '2026-11-30', '78701')).toMatchObject({ zip: '78701' });
  });
  it('shows pay by default where state law asks postings for it', () => {
    expect(newPostingForm([chicago], null, '2026-11-30')).toMatchObject({ payUnit: 'HOUR', payRange: true });
    expect(newPostingForm([texas], null, '2026-11-30')).toMatchObject({ payUnit: '', payRange: false });
    expect(newPostingForm([{ ...texas, state: 'DE', zip: '19901' }], null, '2026-11-30')).toMatchObject({ payUnit: '' });
    expect(newPostingForm([{ ...texas, state: 'DE', zip: '19901' }], null, '2027-09-26')).toMatchObject({ payUnit: 'HOUR', payRange: true });
  });
});

describe('statusActions', () => {
  it.each([
    [{ status: 'DRAFT', isExpired: false, isUnslotted: false }, []],
    [{ status: 'ACTIVE', isExpired: false, isUnslotted: false }, ['fill', 'close']],
    [{ status: 'BOOKED', isExpired: false, isUnslotted: false }, ['close', 'reopen']],
    [{ status: 'CANCELED', isExpired: false, isUnslotted: false }, ['fill', 'reopen']],
    [{ status: 'CANCELED', isExpired: true, isUnslotted: false }, ['fill']],
    [{ status: 'ACTIVE', isExpired: false, isUnslotted: true }, ['fill', 'close']],
  ] as const)('%j → %j', (job, actions) => expect(statusActions(job)).toEqual(actions));
});

describe('localToday', () => it('is the local calendar day', () => expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')));
