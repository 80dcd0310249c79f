import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob, makePublic } from '../../testing/hiring';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

const details = {
  position: 'DH',
  zip: '60625',
  license: 'RDH',
  licenseState: 'IL',
  licenseNumber: '019-123456',
  showCurrentEmployer: false,
  other: null,
  experience: 8,
  salary: null,
  specialties: [],
};
const currentJob = {
  name: 'Lakeview Family Dental',
  title: 'Dental Hygienist',
  city: 'Chicago',
  state: 'IL',
  startDate: '2019-03-01',
  endDate: null,
  description: null,
};
const pastJob = {
  name: 'Northside Smiles',
  title: 'Dental Assistant',
  city: 'Chicago',
  state: 'IL',
  startDate: '2015-01-05',
  endDate: '2019-02-15',
  description: null,
};

const profileUrl = (seeker: TestAccount) => `/api9/users/staff/${seeker.username}/profile`;

async function publicSeeker(overrides: Partial<typeof details> = {}) {
  const seeker = await signUpStaff(api);
  const base = `/api9/users/staff/${seeker.username}`;
  expect((await call(api, seeker, 'PUT', `${base}/profile/details`, { ...details, ...overrides })).statusCode).toBe(200);
  for (const company of [currentJob, pastJob]) expect((await call(api, seeker, 'POST', `${base}/companies`, company)).statusCode).toBe(201);
  await makePublic(api, seeker);
  return seeker;
}

describe('what the public reads of a public resume', () => {
  it('shows the license type and state but never its number, and hides the current employer by default', async () => {
    const seeker = await publicSeeker();
    const answer = await call(api, null, 'GET', profileUrl(seeker));
    expect(answer.statusCode).toBe(200);
    const { resume } = answer.json();
    expect(resume).toMatchObject({ license: 'RDH', licenseState: 'IL', licenseNumber: null, showCurrentEmployer: false });
    expect(answer.body).not.toContain('019-123456');
    expect(answer.body).not.toContain('Lakeview Family Dental');
    const current = resume.companies.find((company: { endDate: string | null }) => company.endDate === null);
    expect(current).toMatchObject({ name: '', nameHidden: true, title: 'Dental Hygienist' });
    expect(resume.companies.find((company: { endDate: string | null }) => company.endDate !== null)).toMatchObject({ name: 'Northside Smiles' });
  });

  it('names the current employer when the job seeker chooses to', async () => {
    const seeker = await publicSeeker({ showCurrentEmployer: true });
    const answer = await call(api, null, 'GET', profileUrl(seeker));
    expect(answer.json().resume.companies.map((company: { name: string }) => company.name)).toEqual(expect.arrayContaining(['Lakeview Family Dental']));
    expect(answer.body).not.toContain('019-123456');
  });

  it('a signed-in practice the person never applied to reads the public view too', async () => {
    const seeker = await publicSeeker();
    const stranger = await signUpEmployer(api);
    const answer = await call(api, stranger, 'GET', profileUrl(seeker));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().resume.licenseNumber).toBeNull();
    expect(answer.body).not.toContain('Lakeview Family Dental');
  });

  it('the owner and a practice the person applied to read everything', async () => {
    const seeker = await publicSeeker();
    const employer = await signUpEmployer(api);
    const job = await liveJob(api, employer);
    await fillResume(api, seeker);
    expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
    for (const reader of [seeker, employer]) {
      const { resume } = (await call(api, reader, 'GET', profileUrl(seeker))).json();
      expect(resume.licenseNumber).toBe('019-123456');
      expect(resume.companies.map((company: { name: string }) => company.name)).toEqual(expect.arrayContaining(['Lakeview Family Dental']));
    }
  });

  it("view=public is the owner's preview of the public view, also while the resume is private", async () => {
    const seeker = await publicSeeker();
    await makePublic(api, seeker, false);
    const preview = await call(api, seeker, 'GET', `${profileUrl(seeker)}?view=public`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ isPublic: false, resume: { licenseNumber: null } });
    expect(preview.body).not.toContain('Lakeview Family Dental');
    // The preview gives nobody else a way in to a private resume.
    expect((await call(api, null, 'GET', `${profileUrl(seeker)}?view=public`)).statusCode).toBe(404);
    const bad = await call(api, seeker, 'GET', `${profileUrl(seeker)}?view=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('view');
  });

  it('refuses a license state that is not a state or province, and a number over 50 characters, naming the field', async () => {
    const seeker = await signUpStaff(api);
    const url = `/api9/users/staff/${seeker.username}/profile/details`;
    const state = await call(api, seeker, 'PUT', url, { ...details, licenseState: 'XX' });
    expect(state.statusCode).toBe(400);
    expect(state.body).toContain('licenseState');
    const number = await call(api, seeker, 'PUT', url, { ...details, licenseNumber: '1'.repeat(51) });
    expect(number.statusCode).toBe(400);
    expect(number.body).toContain('licenseNumber');
  });
});
