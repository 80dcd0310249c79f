import { describe, expect, it } from 'vitest';
import { createJobPosting, createJobSlot } from '@chairside/db/factories';
import { PROFILE_GAPS } from '@chairside/domain/employer-profile';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { employerTables, movableClock, userIdOf } from '../../testing/jobs';

const clock = movableClock('2026-08-03T16:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

const profileBody = {
  practiceName: 'Bright Smiles Dental Group',
  about: 'Two offices, one friendly team.',
  empType: 'GROUP',
  technologies: ['dentrix', 'Intraoral scanner (iTero)', 'DENTRIX'],
};
const contact = {
  contactName: 'Dana Whitfield',
  contactEmail: 'Hiring@BrightSmiles.example',
  contactPhone: '(312) 555-0142',
  website: 'https://brightsmiles.example',
};

describe('the employer account', () => {
  it('GET users/employers/{id}: the person who signs in and the practice, to its owner', async () => {
    const employer = await signUpEmployer(api);
    const response = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: employer.username,
      name: 'Dana Whitfield',
      email: employer.email,
      practiceName: 'Bright Smiles Dental',
      phone: '(312) 555-0142',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
      isPublic: false,
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/profile/public`, { state: true });
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}`)).json()).toMatchObject({ isPublic: true });
  });
});

describe('the employer profile', () => {
  it('replaces the profile, the about text and the contact info; reads them back', async () => {
    const employer = await signUpEmployer(api);
    const url = `/api9/users/employers/${employer.username}`;
    const empty = (await call(api, employer, 'GET', `${url}/profile`)).json();
    expect(empty).toEqual({
      username: employer.username,
      practiceName: 'Bright Smiles Dental',
      about: null,
      empType: null,
      technologies: [],
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      website: null,
      phone: '(312) 555-0142',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
      isPublic: false,
      offices: [],
      responseTime: null,
      isVerifiedPractice: false,
    });
    const saved = await call(api, employer, 'PUT', `${url}/profile`, profileBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      practiceName: 'Bright Smiles Dental Group',
      empType: 'GROUP',
      technologies: ['Dentrix', 'Intraoral scanner (iTero)'],
    });
    expect((await call(api, employer, 'GET', '/api9/users/current')).json().practiceName).toBe('Bright Smiles Dental Group');

    expect((await call(api, employer, 'PUT', `${url}/profile/about`, { about: '  We love teeth.  ' })).json()).toEqual({ about: 'We love teeth.' });
    expect((await call(api, employer, 'PUT', `${url}/profile/about`, { about: '' })).json()).toEqual({ about: null });

    const info = await call(api, employer, 'PUT', `${url}/contact-info`, contact);
    expect(info.json()).toEqual({ ...contact, contactEmail: 'hiring@brightsmiles.example' });
    const cleared = await call(api, employer, 'PUT', `${url}/contact-info`, { contactName: 'Dana', contactEmail: '', contactPhone: null, website: ' ' });
    expect(cleared.json()).toEqual({ contactName: 'Dana', contactEmail: null, contactPhone: null, website: null });
  });

  it('takes a website typed without https:// and saves it as a link', async () => {
    const employer = await signUpEmployer(api);
    const url = `/api9/users/employers/${employer.username}/contact-info`;
    for (const [typed, saved] of [
      ['www.brightsmiles.example', 'https://www.brightsmiles.example'],
      ['  brightsmiles.example/our-team ', 'https://brightsmiles.example/our-team'],
      ['http://brightsmiles.example', 'http://brightsmiles.example'],
    ]) {
      const response = await call(api, employer, 'PUT', url, { ...contact, website: typed });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().website).toBe(saved);
      expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/profile`)).json().website).toBe(saved);
    }
    const refused = await call(api, employer, 'PUT', url, { ...contact, website: 'bright smiles' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'website', message: 'Enter the website address, like www.yourpractice.com.' })]);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const employer = await signUpEmployer(api);
    const url = `/api9/users/employers/${employer.username}`;
    const before = await employerTables(api);
    const cases: [string, unknown, string][] = [
      ['profile', { ...profileBody, empType: 'CASTLE' }, 'empType'],
      ['profile', { ...profileBody, technologies: ['Dentrix', 'Telepathy'] }, 'technologies.1'],
      ['profile', { ...profileBody, technologies: 'Dentrix' }, 'technologies'],
      ['profile', { ...profileBody, practiceName: ' ' }, 'practiceName'],
      ['profile', { ...profileBody, about: 'a'.repeat(4001) }, 'about'],
      ['profile', { practiceName: 'Only a name' }, 'about'],
      ['profile', { ...profileBody, isPublic: true }, 'isPublic'],
      ['profile/about', { about: 42 }, 'about'],
      ['contact-info', { ...contact, contactEmail: 'not-an-email' }, 'contactEmail'],
      ['contact-info', { ...contact, contactPhone: '12' }, 'contactPhone'],
      ['contact-info', { ...contact, website: 'javascript:alert(1)' }, 'website'],
      ['contact-info', { ...contact, website: 'ftp://files.example' }, 'website'],
      ['contact-info', { ...contact, website: 'mailto:hiring@brightsmiles.example' }, 'website'],
      ['contact-info', { ...contact, website: 'localhost:3000' }, 'website'],
      ['contact-info', { ...contact, fax: '555' }, 'fax'],
      ['profile/public', { state: 'yes' }, 'state'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(api, employer, 'PUT', `${url}/${path}`, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(response.json().errors.map((error: { field?: string }) => error.field)).toContain(field);
    }
    expect(await employerTables(api)).toEqual(before);
  });

  it('a public profile is readable by anyone; a private one only by the practice (404 as for nobody)', async () => {
    const employer = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    const other = await signUpEmployer(api);
    const admin = await createAdmin(api);
    const url = `/api9/users/employers/${employer.username}/profile`;
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/offices`, { name: 'Main', address: '1 Main St', zip: '60614' });
    const nobody = await call(api, null, 'GET', '/api9/users/employers/nobody-here/profile');
    expect(nobody.statusCode).toBe(404);
    for (const viewer of [null, seeker, other, admin]) {
      const response = await call(api, viewer, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(nobody.json());
    }
    expect((await call(api, employer, 'PUT', `${url}/public`, { state: true })).json()).toEqual({ isPublic: true });
    for (const viewer of [null, seeker, other]) {
      const response = await call(api, viewer, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: employer.username, isPublic: true, offices: [{ name: 'Main' }] });
    }
    // A job seeker's username is not an employer profile.
    expect((await call(api, null, 'GET', `/api9/users/employers/${seeker.username}/profile`)).statusCode).toBe(404);
  });
});

describe('the dashboard', () => {
  it('counts postings by the spec’s rules, free slots, and lists the profile gaps', async () => {
    const employer = await signUpEmployer(api);
    const url = `/api9/users/employers/${employer.username}`;
    const fresh = (await call(api, employer, 'GET', `${url}/dashboard`)).json();
    expect(fresh).toEqual({
      practiceName: 'Bright Smiles Dental',
      activePostings: 0,
      draftPostings: 0,
      creditPostings: 0,
      filledPostings: 0,
      expiringSoon: 0,
      newApplicants: 0,
      freeSlots: 0,
      freeSubscriptionSlots: 0,
      hasSubscription: false,
      profileGaps: PROFILE_GAPS.filter((gap) => !['officeHours', 'officePhotos'].includes(gap.key)).map(({ key, label }) => ({ key, label })),
    });

    const id = await userIdOf(api, employer.username);
    const db = api.database.db;
    const now = clock.now().getTime();
    const day = 86_400_000;
    await createJobPosting(db, id, { position: 'DH', postedDate: new Date(now - 2 * day) });
    await createJobPosting(db, id, { position: 'DA', postedDate: new Date(now - 26 * day) });
    await createJobPosting(db, id, { position: 'FO', postedDate: new Date(now - 40 * day) });
    await createJobPosting(db, id, { status: 'BOOKED', position: 'DD', postedDate: new Date(now - 3 * day) });
    await createJobPosting(db, id, { status: 'DRAFT', position: 'LT' });
    await createJobPosting(db, id, { credit: true });
    await createJobSlot(db, id, { product: 'JOB' });
    await createJobSlot(db, id, { product: 'JOBSUB', expiresAt: new Date(now + 300 * day) });
    await createJobSlot(db, id, { product: 'JOB', cancelledAt: new Date(now - day) });
    await call(api, employer, 'PUT', `${url}/profile`, { practiceName: 'Bright Smiles Dental', about: 'Hello', empType: 'SOLO', technologies: ['Dentrix'] });
    await call(api, employer, 'PUT', `${url}/contact-info`, { contactName: 'Dana', contactEmail: 'dana@example.com', contactPhone: null, website: null });
    const office = (await call(api, employer, 'POST', `${url}/offices`, { name: 'Main', address: '1 Main St', zip: '60614' })).json();
    await call(api, employer, 'PUT', `${url}/offices/${office.id}/hours`, { hours: [{ dow: 1, opens: '08:00', closes: '17:00' }] });

    const dashboard = (await call(api, employer, 'GET', `${url}/dashboard`)).json();
    expect(dashboard).toMatchObject({
      activePostings: 2,
      draftPostings: 1,
      creditPostings: 1,
      filledPostings: 1,
      expiringSoon: 1,
      freeSlots: 2,
      freeSubscriptionSlots: 1,
      hasSubscription: true,
      newApplicants: 0,
    });
    expect(dashboard.profileGaps.map((gap: { key: string }) => gap.key)).toEqual(['officePhotos', 'public']);
  });
});
