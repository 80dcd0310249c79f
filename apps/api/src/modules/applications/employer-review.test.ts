import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;
let first: TestAccount;
let second: TestAccount;
const jobs = { hygienist: 0, assistant: 0 };

beforeAll(async () => {
  [practice, rival, first, second] = [await signUpEmployer(api), await signUpEmployer(api), await signUpStaff(api), await signUpStaff(api)];
  await fillResume(api, first);
  await fillResume(api, second, { skills: 5 });
  jobs.hygienist = (await liveJob(api, practice, { name: 'Hygienist' })).id;
  jobs.assistant = (await liveJob(api, practice, { name: 'Assistant', position: 'DA' })).id;
  expect((await apply(api, first, jobs.hygienist, 'First!')).statusCode).toBe(201);
  clock.advanceDays(1);
  expect((await apply(api, second, jobs.hygienist, null)).statusCode).toBe(201);
  clock.advanceDays(1);
  expect((await apply(api, first, jobs.assistant, 'Also this one')).statusCode).toBe(201);
});

const base = () => `/api9/users/employers/${practice.username}/applications`;

describe("the practice's applicants", () => {
  it('lists every application to its postings newest first, with the candidate record', async () => {
    const response = await call(api, practice, 'GET', base());
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.map((a: { jobTitle: string; username: string }) => [a.jobTitle, a.username])).toEqual([
      ['Assistant', first.username],
      ['Hygienist', second.username],
      ['Hygienist', first.username],
    ]);
    expect(list[2]).toEqual({
      applicationId: expect.any(Number),
      jobId: jobs.hygienist,
      jobTitle: 'Hygienist',
      username: first.username,
      name: 'Raé Núñez',
      position: 'DH',
      positionLabel: 'Dental Hygienist (RDH)',
      city: 'Austin',
      state: 'TX',
      photoThumbnailUrl: null,
      completeness: expect.any(Number),
      isGoodToApply: true,
      appliedDate: '2026-09-07T10:00:00.000Z',
      message: 'First!',
      invitationId: null,
      reviewedDate: null,
      opinion: null,
      isLike: false,
      isDislike: false,
      feedback: null,
      screeningAnswers: [],
      missedDealBreaker: false,
      verifiedCredentials: [],
    });
    // The same score the job seeker sees on its own profile.
    const current = (await call(api, first, 'GET', '/api9/users/staff/current')).json();
    expect(list[2].completeness).toBe(current.completeness.score);

    const paged = (await call(api, practice, 'GET', `${base()}?limit=1&offset=1`)).json();
    expect(paged.map((a: { username: string }) => a.username)).toEqual([second.username]);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/applications`)).json()).toEqual([]);
  });

  it("lists one posting's applicants; another practice's posting is 404, its own draft has none", async () => {
    const list = (await call(api, practice, 'GET', `${base()}/${jobs.hygienist}`)).json();
    expect(list.map((a: { username: string }) => a.username)).toEqual([second.username, first.username]);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/applications/${jobs.hygienist}`)).statusCode).toBe(404);
    const draft = await createDraft(api, practice);
    expect((await call(api, practice, 'GET', `${base()}/${draft.id}`)).json()).toEqual([]);
  });

  it('opens one applicant with the resume and stamps the reviewed day', async () => {
    clock.set('2026-09-10T23:30:00.000Z');
    const response = await call(api, practice, 'GET', `${base()}/${jobs.hygienist}/${second.username}`);
    expect(response.statusCode, response.body).toBe(200);
    const applicant = response.json();
    expect(applicant).toMatchObject({ username: second.username, reviewedDate: '2026-09-10', opinion: null });
    expect(applicant.profile).toMatchObject({
      username: second.username,
      isPublic: false,
      resume: { intro: 'Hygienist with eight years of periodontal care.' },
    });
    expect(applicant.profile.resume.skills).toHaveLength(5);
    expect(applicant.profile).not.toHaveProperty('email');

    const list = (await call(api, practice, 'GET', `${base()}/${jobs.hygienist}`)).json();
    expect(list.find((a: { username: string }) => a.username === second.username).reviewedDate).toBe('2026-09-10');
    const own = (await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${jobs.hygienist}`)).json();
    expect(own).toMatchObject({ applicantCount: 2, newApplicantCount: 1 });
    expect((await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/dashboard`)).json().newApplicants).toBe(2);

    // Opening again later keeps the first review day.
    clock.set('2026-09-12T08:00:00.000Z');
    expect((await call(api, practice, 'GET', `${base()}/${jobs.hygienist}/${second.username}`)).json().reviewedDate).toBe('2026-09-10');
    // An applicant of another posting, or someone who did not apply: 404.
    expect((await call(api, practice, 'GET', `${base()}/${jobs.assistant}/${second.username}`)).statusCode).toBe(404);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/applications/${jobs.hygienist}/${second.username}`)).statusCode).toBe(404);
  });

  it('likes, dislikes and clears an opinion; an applicant not opened yet counts as reviewed', async () => {
    const url = `${base()}/${jobs.assistant}/${first.username}/opinion`;
    // LIKE, the word of earlier clients, is read as LIKED (ADR 34).
    const liked = await call(api, practice, 'PUT', url, { opinion: 'LIKE' });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toEqual({ applicationId: expect.any(Number), reviewedDate: '2026-09-12', opinion: 'LIKED', isLike: true, isDislike: false });
    clock.set('2026-09-13T08:00:00.000Z');
    expect((await call(api, practice, 'PUT', url, { opinion: 'DISLIKED' })).json()).toMatchObject({
      reviewedDate: '2026-09-12',
      opinion: 'DISLIKED',
      isLike: false,
      isDislike: true,
    });
    const list = (await call(api, practice, 'GET', `${base()}/${jobs.assistant}`)).json();
    expect(list[0]).toMatchObject({ opinion: 'DISLIKED', isDislike: true });
    // The opinion is of the person, for every posting of the practice.
    const other = (await call(api, practice, 'GET', `${base()}/${jobs.hygienist}`)).json();
    expect(other.find((a: { username: string }) => a.username === first.username)).toMatchObject({ opinion: 'DISLIKED' });
    expect((await call(api, practice, 'PUT', url, { opinion: null })).json()).toMatchObject({ opinion: null, isLike: false, isDislike: false });
    expect((await call(api, practice, 'PUT', `${base()}/${jobs.assistant}/${second.username}/opinion`, { opinion: 'LIKE' })).statusCode).toBe(404);
  });

  it("stamps the posting office's day: a Chicago practice opening an applicant at 8:30 pm stamps that day, not UTC's tomorrow", async () => {
    // 02:30 UTC on Dec 3 is 8:30 pm on Dec 2 in Chicago (CST); the posting's ZIP is in Chicago.
    clock.set('2026-12-02T16:00:00.000Z');
    const evening = (await liveJob(api, practice, { name: 'Evening hygienist', zip: '60614' })).id;
    const late = await signUpStaff(api);
    await fillResume(api, late);
    expect((await apply(api, late, evening, null)).statusCode).toBe(201);
    const another = await signUpStaff(api);
    await fillResume(api, another);
    expect((await apply(api, another, evening, null)).statusCode).toBe(201);
    clock.set('2026-12-03T02:30:00.000Z');
    const opened = await call(api, practice, 'GET', `${base()}/${evening}/${late.username}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().reviewedDate).toBe('2026-12-02');
    const liked = await call(api, practice, 'PUT', `${base()}/${evening}/${another.username}/opinion`, { opinion: 'LIKED' });
    expect(liked.json()).toMatchObject({ reviewedDate: '2026-12-02' });
    // The job seeker's applications say the same day.
    const mine = (await call(api, late, 'GET', `/api9/users/staff/${late.username}/applications`)).json();
    expect(JSON.stringify(mine)).toContain('2026-12-02');
    expect(JSON.stringify(mine)).not.toContain('2026-12-03');
  });
});
