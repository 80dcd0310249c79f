import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../../testing/hiring';
import { pdfText } from '../../testing/pdf-text';

const clock = movableClock('2026-10-05T09:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;
let applicant: TestAccount;
let accepted: TestAccount;
let invitee: TestAccount;
let jobId = 0;
let rivalJobId = 0;

const PHONE = '(512) 555-0199';

const details = (phone?: unknown) => ({
  position: 'DH',
  zip: '78701',
  license: 'RDH',
  licenseState: 'TX',
  licenseNumber: 'TX-55012',
  other: null,
  experience: 8,
  salary: '$45/hour',
  specialties: ['PERIO'],
  ...(phone === undefined ? {} : { phone }),
});

beforeAll(async () => {
  [practice, rival] = [await signUpEmployer(api), await signUpEmployer(api)];
  [applicant, accepted, invitee] = [await signUpStaff(api), await signUpStaff(api), await signUpStaff(api)];
  for (const seeker of [applicant, accepted, invitee]) await fillResume(api, seeker);
  const saved = await call(api, applicant, 'PUT', `/api9/users/staff/${applicant.username}/profile/details`, details(PHONE));
  expect(saved.statusCode, saved.body).toBe(200);
  jobId = (await liveJob(api, practice, { name: 'Hygienist' })).id;
  rivalJobId = (await liveJob(api, rival, { name: 'Rival hygienist' })).id;
  expect((await apply(api, applicant, jobId)).statusCode).toBe(201);
  // The rival has an applicant of its own, so its refusals below are about whose applicant it is.
  expect((await apply(api, accepted, rivalJobId)).statusCode).toBe(201);
  await giveInvitationCredits(api, practice);
  for (const seeker of [accepted, invitee]) {
    await makePublic(api, seeker);
    expect((await invite(api, practice, jobId, seeker.username)).statusCode).toBe(201);
  }
  const [invitation] = (await call(api, accepted, 'GET', `/api9/users/staff/${accepted.username}/invitations`)).json();
  const answer = await call(api, accepted, 'POST', `/api9/users/staff/${accepted.username}/invitations/${invitation.invitationId ?? invitation.id}/accept`, {
    message: null,
  });
  expect(answer.statusCode, answer.body).toBe(201);
});

const applicantUrl = (employer: TestAccount, job: number, username: string) => `/api9/users/employers/${employer.username}/applications/${job}/${username}`;
const resumeUrl = (employer: TestAccount, job: number, username: string) => `${applicantUrl(employer, job, username)}/resume.pdf`;

describe("a job seeker's phone", () => {
  it('is kept with the details, answered to its owner, and blank clears it', async () => {
    const me = (await call(api, applicant, 'GET', '/api9/users/staff/current')).json();
    expect(me.phone).toBe(PHONE);
    const cleared = await call(api, accepted, 'PUT', `/api9/users/staff/${accepted.username}/profile/details`, details('  '));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().phone).toBeNull();
  });

  it.each([['12'], ['call me maybe'], ['1'.repeat(26)], [5551234]])('refuses %j naming the field, and keeps the old number', async (phone) => {
    const response = await call(api, applicant, 'PUT', `/api9/users/staff/${applicant.username}/profile/details`, details(phone));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('phone');
    expect((await call(api, applicant, 'GET', '/api9/users/staff/current')).json().phone).toBe(PHONE);
  });

  it('is never on the resume others read', async () => {
    await makePublic(api, applicant);
    for (const viewer of [null, rival, practice]) {
      const response = await call(api, viewer, 'GET', `/api9/users/staff/${applicant.username}/profile`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('555-0199');
      expect(response.body).not.toContain(applicant.email);
    }
  });
});

describe('contact details on the applicant screen', () => {
  it('the practice the person applied to gets their email and phone', async () => {
    const response = await call(api, practice, 'GET', applicantUrl(practice, jobId, applicant.username));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contact).toEqual({ email: applicant.email, phone: PHONE });
  });

  it('the practice whose invitation the person accepted gets them too', async () => {
    const response = await call(api, practice, 'GET', applicantUrl(practice, jobId, accepted.username));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contact).toEqual({ email: accepted.email, phone: null });
  });

  it('a practice the person did not apply to gets no contact details', async () => {
    // The rival on its own address, naming the practice's posting: not its applicant.
    const viaOwnPath = await call(api, rival, 'GET', applicantUrl(rival, jobId, applicant.username));
    expect(viaOwnPath.statusCode).toBe(404);
    expect(viaOwnPath.body).not.toContain(applicant.email);
    // The practice's address: not the rival's to read.
    expect((await call(api, rival, 'GET', applicantUrl(practice, jobId, applicant.username))).statusCode).toBe(404);
    // Someone invited who has not accepted: the candidate screen, without contact details.
    expect((await call(api, practice, 'GET', applicantUrl(practice, jobId, invitee.username))).statusCode).toBe(404);
    const candidate = await call(api, practice, 'GET', `/api9/resumes/${invitee.username}/candidate`);
    expect(candidate.statusCode, candidate.body).toBe(200);
    expect(candidate.json()).not.toHaveProperty('contact');
    expect(candidate.body).not.toContain(invitee.email);
  });
});

describe('the resume as a PDF', () => {
  it('is an attachment for the practice the person applied to, with their name, email and phone', async () => {
    const response = await call(api, practice, 'GET', resumeUrl(practice, jobId, applicant.username));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="resume-${applicant.username}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const shown of [
      'Raé Núñez',
      applicant.email,
      PHONE,
      'Dental Hygienist',
      'Hygienist with eight years of periodontal care.',
      'RDH, TX, #TX-55012',
      'Periodontal',
    ])
      expect(text).toContain(shown);
  });

  it('is also there for an accepted invitation', async () => {
    const response = await call(api, practice, 'GET', resumeUrl(practice, jobId, accepted.username));
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(accepted.email);
  });

  const refusals: [string, () => TestAccount | null, () => string, number][] = [
    ['anonymous', () => null, () => resumeUrl(practice, jobId, applicant.username), 401],
    ['the job seeker', () => applicant, () => resumeUrl(practice, jobId, applicant.username), 403],
    ["another practice on the practice's address", () => rival, () => resumeUrl(practice, jobId, applicant.username), 404],
    ["another practice naming the practice's posting", () => rival, () => resumeUrl(rival, jobId, applicant.username), 404],
    ['another practice naming its own posting', () => rival, () => resumeUrl(rival, rivalJobId, applicant.username), 404],
    ['the practice, for someone only invited', () => practice, () => resumeUrl(practice, jobId, invitee.username), 404],
    ['the practice, for an unknown person', () => practice, () => resumeUrl(practice, jobId, 'nobody-here'), 404],
  ];
  it.each(refusals)('%s gets no file', async (_who, account, url, status) => {
    const response = await call(api, account(), 'GET', url());
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toContain(applicant.email);
  });

  it.each([
    ['a posting id that is not a number', () => `/api9/users/employers/${practice.username}/applications/abc/${applicant.username}/resume.pdf`, 'jobId'],
    ['a username with a slash', () => `/api9/users/employers/${practice.username}/applications/${jobId}/a%2Fb/resume.pdf`, 'applicant'],
  ])('%s is a 400 naming the field', async (_what, url, field) => {
    const response = await call(api, practice, 'GET', url());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
