import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_NOT_OPEN_MESSAGE, PROFILE_INCOMPLETE_MESSAGE } from '@chairside/domain/hiring';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, movableClock } from '../../testing/jobs';
import { apply, fillResume, hiringTables, liveJob } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let seeker: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  await fillResume(api, seeker);
});

const applications = (account: TestAccount) => call(api, account, 'GET', `/api9/users/staff/${account.username}/applications`);

describe('applying to a posting', () => {
  it('stores the application, answers it with the posting, lists it first and tells the practice', async () => {
    const job = await liveJob(api, practice, { name: 'Registered Dental Hygienist' });
    const response = await apply(api, seeker, job.id, '  I have eight years of periodontal care.  ');
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json();
    expect(application).toEqual({
      applicationId: expect.any(Number),
      jobId: job.id,
      appliedDate: '2026-09-07T10:00:00.000Z',
      message: 'I have eight years of periodontal care.',
      invitationId: null,
      job: {
        id: job.id,
        name: 'Registered Dental Hygienist',
        position: 'DH',
        positionLabel: 'Dental Hygienist (RDH)',
        type: 'PERM',
        city: 'Chicago',
        state: 'IL',
        slug: job.slug,
        displayStatus: 'Active',
        isLive: true,
        practice: { username: practice.username, name: 'Bright Smiles Dental' },
      },
      stage: 'sent',
      stageDate: null,
      reviewedDate: null,
      feedback: null,
      notSelected: null,
    });

    const email = await lastEmailTo(api, practice.email, 'New applicant for Registered Dental Hygienist');
    expect(email).toContain('Raé Núñez applied to Registered Dental Hygienist');
    expect(email).toContain('I have eight years of periodontal care.');
    expect(email).toContain(`/app/job-application/${job.id}/${seeker.username}`);

    // A newer application comes first.
    clock.advanceDays(1);
    const second = await liveJob(api, practice, { name: 'Hygienist, Saturdays' });
    expect((await apply(api, seeker, second.id, null)).statusCode).toBe(201);
    const list = (await applications(seeker)).json();
    expect(list.map((a: { jobId: number }) => a.jobId)).toEqual([second.id, job.id]);
    expect(list[0]).toMatchObject({ message: null, appliedDate: '2026-09-08T10:00:00.000Z' });

    // The practice sees the applicants on the posting's summary and the dashboard.
    const own = (await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${job.id}`)).json();
    expect(own).toMatchObject({ applicantCount: 1, newApplicantCount: 1 });
    const listed = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/jobs`)).json();
    expect(listed.find((j: { id: number }) => j.id === second.id)).toMatchObject({ applicantCount: 1, newApplicantCount: 1 });
    const dashboard = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/dashboard`)).json();
    expect(dashboard.newApplicants).toBe(2);

    // The list shows the posting's current status: once closed, Closed.
    expect((await call(api, practice, 'PUT', `/api9/jobs/${job.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    const after = (await applications(seeker)).json();
    expect(after[1].job).toMatchObject({ displayStatus: 'Closed', isLive: false });
  });

  it('refuses a second application to the same posting', async () => {
    const job = await liveJob(api, practice);
    expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
    const before = await hiringTables(api);
    const again = await apply(api, seeker, job.id, 'Me again');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ code: 'CONFLICT', message: 'You have already applied to this job.', field: 'jobId' }]);
    expect(await hiringTables(api)).toEqual(before);
  });

  it('refuses filled, closed, expired and unslotted postings with 409, drafts and unknown postings with 404', async () => {
    const filled = await liveJob(api, practice);
    await call(api, practice, 'PUT', `/api9/jobs/${filled.id}/status`, { status: 'BOOKED' });
    const closed = await liveJob(api, practice);
    await call(api, practice, 'PUT', `/api9/jobs/${closed.id}/status`, { status: 'CANCELED' });
    const unslotted = await liveJob(api, practice);
    const own = (await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${unslotted.id}`)).json();
    await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/job-slot/${own.slotId}/cancel`);
    const draft = await createDraft(api, practice);
    const before = await hiringTables(api);

    for (const [label, jobId] of [
      ['filled', filled.id],
      ['closed', closed.id],
      ['unslotted', unslotted.id],
    ] as const) {
      const response = await apply(api, seeker, jobId);
      expect(response.statusCode, label).toBe(409);
      expect(response.json().errors, label).toEqual([{ code: 'CONFLICT', message: JOB_NOT_OPEN_MESSAGE, field: 'jobId' }]);
    }
    for (const jobId of [draft.id, 987654321]) {
      const response = await apply(api, seeker, jobId);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'jobId' });
    }
    expect(await hiringTables(api)).toEqual(before);

    // A 30-day posting stops taking applications when it expires.
    const expiring = await liveJob(api, practice);
    clock.advanceDays(31);
    try {
      const response = await apply(api, seeker, expiring.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].message).toBe(JOB_NOT_OPEN_MESSAGE);
    } finally {
      clock.advanceDays(-31);
    }
    expect(await hiringTables(api)).toEqual(before);
  });

  it('asks for an intro and at least 5 skills first (PROFILE_INCOMPLETE), and stores nothing', async () => {
    const job = await liveJob(api, practice, { name: 'Hygienist for a new office' });
    const noIntro = await signUpStaff(api);
    await fillResume(api, noIntro, { intro: null, skills: 6 });
    const fourSkills = await signUpStaff(api);
    await fillResume(api, fourSkills, { skills: 4 });
    const empty = await signUpStaff(api);
    const before = await hiringTables(api);
    for (const account of [noIntro, fourSkills, empty]) {
      const response = await apply(api, account, job.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual([{ code: 'PROFILE_INCOMPLETE', message: PROFILE_INCOMPLETE_MESSAGE, field: 'profile' }]);
    }
    expect(await hiringTables(api)).toEqual(before);
    expect(await lastEmailTo(api, practice.email, `New applicant for ${job.name}`)).toBeNull();

    // One more skill and the same person may apply.
    await call(api, fourSkills, 'POST', `/api9/users/staff/${fourSkills.username}/skills`, { name: 'Patient education', score: 4 });
    expect((await apply(api, fourSkills, job.id)).statusCode).toBe(201);
  });

  it('does not name the practice of a confidential posting in the job seeker’s list', async () => {
    const job = await liveJob(api, practice, { isConfidential: true });
    const response = await apply(api, seeker, job.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().job.practice).toBeNull();
    const listed = (await applications(seeker)).json().find((a: { jobId: number }) => a.jobId === job.id);
    expect(listed.job.practice).toBeNull();
  });
});

describe('reading a private resume', () => {
  it('lets the practice read it once the job seeker applied to one of its postings, and no other practice', async () => {
    const person = await signUpStaff(api);
    await fillResume(api, person);
    const rival = await signUpEmployer(api);
    const job = await liveJob(api, practice);
    const url = `/api9/users/staff/${person.username}/profile`;
    for (const account of [practice, rival, null]) expect((await call(api, account, 'GET', url)).statusCode).toBe(404);

    expect((await apply(api, person, job.id)).statusCode).toBe(201);
    const read = await call(api, practice, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ username: person.username, isPublic: false, resume: { intro: 'Hygienist with eight years of periodontal care.' } });
    expect(read.json()).not.toHaveProperty('email');
    expect((await call(api, rival, 'GET', url)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', url)).statusCode).toBe(404);
    // Another job seeker is not a practice: applying links people to practices only.
    expect((await call(api, seeker, 'GET', url)).statusCode).toBe(404);
  });
});
