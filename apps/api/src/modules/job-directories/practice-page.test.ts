import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { employers, officePhotos } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';

// The public practice page (GET /job-directories/organizations/{username}) and the links to it:
// what the practice chose to show, to anyone, only while its profile is public; its confidential
// postings never named or linked.

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });
const get = (url: string) => api.app.inject({ method: 'GET', url });
const pageOf = (account: TestAccount) => get(`/api9/job-directories/organizations/${account.username}`);
const setPublic = async (account: TestAccount, state: boolean) =>
  expect((await call(api, account, 'PUT', `/api9/users/employers/${account.username}/profile/public`, { state })).statusCode).toBe(200);

let practice: TestAccount;
let named: { id: number };
let confidential: { id: number };

beforeAll(async () => {
  practice = await signUpEmployer(api);
  const base = `/api9/users/employers/${practice.username}`;
  const profile = await call(api, practice, 'PUT', `${base}/profile`, {
    practiceName: 'Bright Smiles Dental',
    about: 'A family practice in Lincoln Park since 2001.',
    empType: 'GROUP',
    technologies: ['dentrix', 'Intraoral camera'],
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const contact = await call(api, practice, 'PUT', `${base}/contact-info`, {
    contactName: 'Dana Whitfield',
    contactEmail: 'hiring@brightsmiles.example',
    contactPhone: '(312) 555-0142',
    website: 'www.brightsmiles.example',
  });
  expect(contact.statusCode, contact.body).toBe(200);
  const office = await call(api, practice, 'POST', `${base}/offices`, {
    name: 'Lincoln Park',
    address: '2450 N Clark St',
    zip: '60614',
    phone: '(312) 555-0100',
  });
  expect(office.statusCode, office.body).toBe(201);
  const officeId = office.json().id as number;
  const hours = await call(api, practice, 'PUT', `${base}/offices/${officeId}/hours`, {
    hours: [
      { dow: 1, opens: '08:00', closes: '17:00' },
      { dow: 6, opens: '09:00', closes: '13:00' },
    ],
  });
  expect(hours.statusCode, hours.body).toBe(200);
  await api.database.db.insert(officePhotos).values({
    officeId,
    photoKey: 'office-photos/a.webp',
    thumbnailKey: 'office-photos/a-thumb.webp',
    description: 'Our front desk',
    width: 1200,
    height: 900,
  });
  named = await liveJob(api, practice, { name: 'Periodontal Hygienist', zip: '60614' });
  confidential = await liveJob(api, practice, { name: 'Confidential Office Manager', position: 'FO', zip: '60614', isConfidential: true });
});

describe('the public practice page', () => {
  it('is a 404 while the profile is private, as for an unknown practice, and is not listed', async () => {
    await setPublic(practice, false);
    const hidden = await pageOf(practice);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual((await get('/api9/job-directories/organizations/no-such-practice')).json());
    expect((await get('/api9/job-directories/organizations')).json().organizations).toEqual([]);
  });

  it('shows about, employer type, technologies, website, offices with hours and photos, and the postings that name the practice', async () => {
    await setPublic(practice, true);
    const response = await pageOf(practice);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      username: practice.username,
      name: 'Bright Smiles Dental',
      about: 'A family practice in Lincoln Park since 2001.',
      empType: 'GROUP',
      empTypeLabel: 'Group practice',
      technologies: ['Dentrix', 'Intraoral camera'],
      website: 'https://www.brightsmiles.example',
      path: `/dental-jobs/organizations/${practice.username}/`,
    });
    expect(page.offices).toEqual([
      {
        name: 'Lincoln Park',
        isPrimary: true,
        address: '2450 N Clark St',
        address2: null,
        city: 'Chicago',
        state: 'IL',
        zip: '60614',
        phone: '(312) 555-0100',
        hours: [
          { dow: 1, day: 'Monday', opens: '08:00', closes: '17:00' },
          { dow: 6, day: 'Saturday', opens: '09:00', closes: '13:00' },
        ],
        photos: [
          {
            url: expect.stringContaining('office-photos/a.webp'),
            thumbnailUrl: expect.stringContaining('a-thumb.webp'),
            description: 'Our front desk',
            width: 1200,
            height: 900,
          },
        ],
      },
    ]);
    expect(page.jobs.map((job: { id: number }) => job.id)).toEqual([named.id]);
    expect(page.jobs[0]).toMatchObject({ title: 'Periodontal Hygienist', practiceName: 'Bright Smiles Dental', practicePath: null });
  });

  it('never answers the contact person, their email or phone, or the account', async () => {
    await setPublic(practice, true);
    const body = (await pageOf(practice)).body;
    for (const secret of ['Dana Whitfield', 'hiring@brightsmiles.example', '555-0142', practice.email]) expect(body).not.toContain(secret);
  });

  it('never names or links the practice on a confidential posting', async () => {
    await setPublic(practice, true);
    const job = (await get(`/api9/jobs/${confidential.id}`)).json();
    expect(job.practice).toBeNull();
    expect(JSON.stringify(job)).not.toContain(practice.username);
    const directory = (await get('/api9/job-directories/jobs?state=illinois')).json();
    const listed = directory.jobs.find((entry: { id: number }) => entry.id === confidential.id);
    expect(listed).toMatchObject({ practiceName: null, practicePath: null });
    expect((await pageOf(practice)).body).not.toContain('Confidential Office Manager');
  });

  it('is linked from its postings while public, and not while private', async () => {
    await setPublic(practice, true);
    const listed = () =>
      get('/api9/job-directories/jobs?state=illinois').then((answer) => answer.json().jobs.find((entry: { id: number }) => entry.id === named.id));
    expect((await get(`/api9/jobs/${named.id}`)).json().practice).toEqual({
      username: practice.username,
      name: 'Bright Smiles Dental',
      isPublic: true,
      isVerified: false,
    });
    expect(await listed()).toMatchObject({ practicePath: `/dental-jobs/organizations/${practice.username}/` });
    await setPublic(practice, false);
    expect((await get(`/api9/jobs/${named.id}`)).json().practice).toMatchObject({ isPublic: false });
    expect(await listed()).toMatchObject({ practiceName: 'Bright Smiles Dental', practicePath: null });
  });

  it('is a 404 and leaves the list and the sitemap when the practice is suspended', async () => {
    const other = await signUpEmployer(api);
    await setPublic(other, true);
    expect((await pageOf(other)).statusCode).toBe(200);
    await api.database.db
      .update(employers)
      .set({ suspendedAt: clock.now() })
      .where(eq(employers.userId, await userIdOf(api, other.username)));
    expect((await pageOf(other)).statusCode).toBe(404);
    const list = (await get('/api9/job-directories/organizations')).json();
    expect(list.organizations.map((org: { username: string }) => org.username)).not.toContain(other.username);
    const sitemap = await get('/api9/job-directories/sitemap/organizations/1');
    expect(sitemap.statusCode, sitemap.body).toBe(200);
    expect(sitemap.body).not.toContain(other.username);
    await api.database.db.execute(sql`update employers set suspended_at = null`);
  });

  it('answers 400 for a name that cannot be a username', async () => {
    expect((await get(`/api9/job-directories/organizations/${encodeURIComponent('<script>')}`)).statusCode).toBe(400);
  });
});
