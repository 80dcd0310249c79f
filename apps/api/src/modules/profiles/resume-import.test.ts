import { describe, expect, it } from 'vitest';
import { ASSISTANT_RESUME } from '@chairside/domain/resume-reading/fixtures/assistant-resume';
import { HYGIENIST_RESUME } from '@chairside/domain/resume-reading/fixtures/hygienist-resume';
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TOO_LARGE_MESSAGE, type ResumeDraft } from '@chairside/domain/resume-import';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { DAMAGED_PDF, lyingZipBombDocx, resumeDocx, resumePdf, scannedPdf, zipBombDocx } from '../../testing/resume-files';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

const draftUrl = (username: string) => `/api9/users/staff/${username}/resume-import/draft`;
const importUrl = (username: string) => `/api9/users/staff/${username}/resume-import`;

function upload(account: TestAccount | null, data: Buffer, options: { field?: string; name?: string; type?: string; username?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(data)], { type: options.type ?? 'application/pdf' }), options.name ?? 'resume.pdf');
  return api.app.inject({
    method: 'POST',
    url: draftUrl(options.username ?? account?.username ?? 'nobody'),
    payload: form,
    headers: account ? { authorization: account.authorization } : {},
  });
}

async function current(account: TestAccount) {
  const response = await call(api, account, 'GET', '/api9/users/staff/current');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const fileError = (status: number, message: RegExp) => ({ status, body: { errors: [{ field: 'file', message: expect.stringMatching(message) }] } });

describe('reading a resume file into a draft', () => {
  it('reads a PDF resume into a draft and stores nothing', async () => {
    const seeker = await signUpStaff(api);
    const before = await current(seeker);
    const response = await upload(seeker, await resumePdf(HYGIENIST_RESUME));
    expect(response.statusCode).toBe(200);
    const draft: ResumeDraft = response.json();
    expect(draft).toMatchObject({
      phone: '(312) 555-0142',
      zip: '60614',
      position: 'DH',
      license: 'RDH',
      licenseState: 'IL',
      licenseNumber: '019.012345',
      companies: [
        expect.objectContaining({
          name: 'Bright Smiles Dental',
          title: 'Registered Dental Hygienist',
          city: 'Chicago',
          state: 'IL',
          startDate: '2019-01-01',
          endDate: null,
          current: true,
        }),
        expect.objectContaining({ name: 'Lakeview Periodontics', title: 'Dental Hygienist', startDate: '2016-06-01', endDate: '2018-12-01' }),
      ],
      schools: [expect.objectContaining({ name: 'Harper College', degree: 'Associate of Applied Science, Dental Hygiene' })],
      certs: [
        expect.objectContaining({ name: 'Local Anesthesia Permit, Illinois' }),
        expect.objectContaining({ name: 'CPR/BLS for Healthcare Providers', issuer: 'American Heart Association' }),
      ],
    });
    expect(draft.skills).toEqual(expect.arrayContaining(['Dentrix', 'Eaglesoft', 'Local anesthesia', 'Nitrous oxide monitoring']));
    expect(draft.companies[0].description).toContain('Administer local anesthesia and monitor nitrous oxide sedation');

    const after = await current(seeker);
    expect(after.resume).toEqual(before.resume);
    expect(after.phone).toBe(before.phone);
  });

  it('reads a Word (.docx) resume, whatever the file is called', async () => {
    const seeker = await signUpStaff(api);
    const response = await upload(seeker, resumeDocx(ASSISTANT_RESUME), { name: 'resume.pdf', type: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      position: 'DA',
      phone: '773.555.0199',
      companies: [
        expect.objectContaining({ name: 'Smile Care Family Dentistry', title: 'Expanded Functions Dental Assistant', startDate: '2020-03-01', current: true }),
        expect.objectContaining({ name: 'Dr. Alan Reyes, DDS', title: 'Dental Assistant', startDate: '2016-06-01', endDate: '2020-02-01' }),
      ],
      certs: expect.arrayContaining([expect.objectContaining({ name: 'Certified Dental Assistant (CDA)', issuer: 'DANB' })]),
    });
  });

  it('answers an empty draft for a file without sections', async () => {
    const seeker = await signUpStaff(api);
    const response = await upload(seeker, await resumePdf('Dear Hiring Manager,\nThank you for your time.\nPat Rivera'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companies: [], schools: [], certs: [], skills: [], intro: null, sections: [] });
  });

  it.each([
    ['a scanned PDF (a picture, no text)', () => scannedPdf(), 400, /no text we can read/],
    ['a damaged PDF', () => Promise.resolve(DAMAGED_PDF), 400, /could not read this file/],
    ['a Word package that unpacks to 20 MB', () => Promise.resolve(zipBombDocx()), 400, /too large to read once unpacked/],
    ['a Word package whose headers lie about its size', () => Promise.resolve(lyingZipBombDocx()), 400, /could not read this file/],
    [
      'a ZIP that is not a Word document',
      async () => Buffer.from((await import('fflate')).zipSync({ 'notes.txt': new Uint8Array([104, 105]) })),
      415,
      /PDF or a Word/,
    ],
    [
      'an older Word (.doc) file',
      () => Promise.resolve(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)])),
      415,
      /older Word file/,
    ],
    ['a text file named resume.pdf', () => Promise.resolve(Buffer.from('Jane Doe, RDH\nExperience\n')), 415, /PDF or a Word/],
    [
      'a PNG image',
      async () =>
        (await import('sharp'))
          .default({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      415,
      /PDF or a Word/,
    ],
  ])('refuses %s with a 4xx naming the file', async (_name, file, status, message) => {
    const seeker = await signUpStaff(api);
    const response = await upload(seeker, await file());
    expect({ status: response.statusCode, body: response.json() }).toMatchObject(fileError(status, message));
    // The server is still there and reads the next file.
    expect((await upload(seeker, await resumePdf(HYGIENIST_RESUME))).statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const seeker = await signUpStaff(api);
    const response = await upload(seeker, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RESUME_FILE_MAX_BYTES)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ field: 'file', message: RESUME_FILE_TOO_LARGE_MESSAGE });
  });

  it('refuses a request without the file, with another field, or not multipart', async () => {
    const seeker = await signUpStaff(api);
    const empty = await upload(seeker, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'file', message: 'Choose your resume file (PDF or Word).' });
    const otherField = await upload(seeker, await resumePdf(HYGIENIST_RESUME), { field: 'resume' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors[0].field).toBe('resume');
    const json = await call(api, seeker, 'POST', draftUrl(seeker.username), { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('is for the job seeker alone', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const employer = await signUpEmployer(api);
    const pdf = await resumePdf(HYGIENIST_RESUME);
    expect((await upload(null, pdf, { username: seeker.username })).statusCode).toBe(401);
    expect((await upload(other, pdf, { username: seeker.username })).statusCode).toBe(404);
    expect((await upload(employer, pdf, { username: employer.username })).statusCode).toBe(403);
  });

  it('reads at most 20 files an hour per person (429 after)', async () => {
    const seeker = await signUpStaff(api);
    const notADocument = Buffer.from('plain text');
    for (let i = 0; i < 20; i++) expect((await upload(seeker, notADocument)).statusCode).toBe(415);
    const limited = await upload(seeker, notADocument);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another person is not limited by it.
    expect((await upload(await signUpStaff(api), notADocument)).statusCode).toBe(415);
  });
});

describe('adding the chosen items to the profile', () => {
  const company = {
    name: 'Bright Smiles Dental',
    title: 'Registered Dental Hygienist',
    city: 'Chicago',
    state: 'IL',
    startDate: '2019-01-01',
    endDate: null,
    description: 'Prophylaxis and SRP',
  };
  const school = { name: 'Harper College', degree: 'AAS Dental Hygiene', city: 'Palatine', state: 'IL', startDate: '2014-01-01', endDate: '2016-12-01' };
  const cert = { name: 'CPR/BLS', issuer: 'American Heart Association', issuedDate: null, expiresDate: '2026-06-01' };
  const course = { name: 'Laser Dentistry', provider: 'Academy of Laser Dentistry', completedDate: '2022-01-01', hours: 12 };

  it('adds lists and replaces the chosen fields in one call, skipping skills already listed', async () => {
    const seeker = await signUpStaff(api);
    expect((await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/skills`, { name: 'dentrix' })).statusCode).toBe(201);
    const response = await call(api, seeker, 'POST', importUrl(seeker.username), {
      intro: 'Registered dental hygienist with ten years of experience.',
      phone: '(312) 555-0142',
      zip: '60614',
      position: 'DH',
      license: 'RDH',
      licenseState: 'IL',
      licenseNumber: '019.012345',
      experience: 10,
      skills: [{ name: 'Dentrix' }, { name: 'Eaglesoft' }, { name: 'eaglesoft' }, { name: 'Local anesthesia' }],
      companies: [company],
      schools: [school],
      certs: [cert],
      courses: [course],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      added: { skills: 2, companies: 1, schools: 1, certs: 1, courses: 1 },
      skippedSkills: ['Dentrix', 'eaglesoft'],
      updated: ['intro', 'phone', 'license', 'licenseState', 'licenseNumber', 'experience', 'zip', 'position'],
    });
    const me = await current(seeker);
    expect(me).toMatchObject({ phone: '(312) 555-0142', zip: '60614', city: 'Chicago', state: 'IL', position: 'DH' });
    expect(me.resume).toMatchObject({
      intro: 'Registered dental hygienist with ten years of experience.',
      license: 'RDH',
      licenseState: 'IL',
      licenseNumber: '019.012345',
      experience: 10,
      companies: [expect.objectContaining(company)],
      schools: [expect.objectContaining(school)],
      certs: [expect.objectContaining(cert)],
      courses: [expect.objectContaining(course)],
    });
    expect(me.resume.skills.map((skill: { name: string }) => skill.name)).toEqual(['dentrix', 'Eaglesoft', 'Local anesthesia']);
  });

  it('a draft read from a PDF, its dated items chosen, fills the profile', async () => {
    const seeker = await signUpStaff(api);
    const draft: ResumeDraft = (await upload(seeker, await resumePdf(HYGIENIST_RESUME))).json();
    const { current: _current, ...firstJob } = draft.companies[0];
    const response = await call(api, seeker, 'POST', importUrl(seeker.username), {
      intro: draft.intro,
      license: draft.license,
      skills: draft.skills.map((name) => ({ name })),
      companies: draft.companies.map(({ current: _going, ...job }) => job),
      schools: draft.schools,
      certs: draft.certs,
    });
    expect(response.statusCode).toBe(200);
    const me = await current(seeker);
    expect(me.resume.companies).toEqual(expect.arrayContaining([expect.objectContaining({ ...firstJob, startDate: '2019-01-01' })]));
    expect(me.resume.skills).toHaveLength(draft.skills.length);
    expect(me.resume.intro).toBe(draft.intro);
    expect(me.completeness.missing.map((item: { key: string }) => item.key)).not.toContain('workHistory');
  });

  it.each([
    ['nothing chosen', { skills: [] }, 400, ''],
    ['an unknown field', { salary: '$40' }, 400, 'salary'],
    ['a job ending before it starts', { companies: [{ ...company, endDate: '2018-01-01' }] }, 400, 'companies.0.endDate'],
    ['a job without its start date', { companies: [{ ...company, startDate: null }] }, 400, 'companies.0.startDate'],
    ['a blank intro', { intro: '   ' }, 400, 'intro'],
    ['an unknown position', { position: 'XX' }, 400, 'position'],
    ['too many skills at once', { skills: Array.from({ length: 51 }, (_, i) => ({ name: `Skill ${i}` })) }, 400, 'skills'],
    ['a NUL character', { intro: 'Hygienist\u0000' }, 400, 'intro'],
  ])('refuses %s and stores nothing', async (_name, body, status, field) => {
    const seeker = await signUpStaff(api);
    const before = await current(seeker);
    const response = await call(api, seeker, 'POST', importUrl(seeker.username), { skills: [{ name: 'Dentrix' }], ...body });
    expect(response.statusCode).toBe(status);
    if (field) expect(response.json().errors[0].field).toBe(field);
    else expect(response.json().errors[0].message).toBe('Choose at least one item to add to your profile.');
    expect((await current(seeker)).resume).toEqual(before.resume);
  });

  it('an unknown ZIP or a list past its limit: nothing of the call is stored', async () => {
    const seeker = await signUpStaff(api);
    const before = await current(seeker);
    const unknownZip = await call(api, seeker, 'POST', importUrl(seeker.username), { zip: '00000', intro: 'Hello there', skills: [{ name: 'Dentrix' }] });
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().errors[0].field).toBe('zip');

    for (let i = 0; i < 29; i++) expect((await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/companies`, company)).statusCode).toBe(201);
    const tooMany = await call(api, seeker, 'POST', importUrl(seeker.username), {
      intro: 'Hello there',
      skills: [{ name: 'Dentrix' }],
      companies: [company, company],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors[0]).toMatchObject({ field: 'companies', message: expect.stringContaining('choose at most 1 of these 2') });
    const after = await current(seeker);
    expect(after.resume.intro).toBe(before.resume.intro);
    expect(after.resume.skills).toEqual([]);
    expect(after.resume.companies).toHaveLength(29);
    expect(after.zip).toBe(before.zip);
  });

  it('is for the job seeker alone', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const employer = await signUpEmployer(api);
    const body = { skills: [{ name: 'Dentrix' }] };
    expect((await call(api, null, 'POST', importUrl(seeker.username), body)).statusCode).toBe(401);
    expect((await call(api, other, 'POST', importUrl(seeker.username), body)).statusCode).toBe(404);
    expect((await call(api, employer, 'POST', importUrl(employer.username), body)).statusCode).toBe(403);
    expect((await current(seeker)).resume.skills).toEqual([]);
  });
});
