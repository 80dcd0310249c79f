import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { createAdmin, lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../../testing/hiring';
import { REVIEW_REMINDER_TASK } from './remind-unreviewed';

const clock = movableClock('2026-11-20T09:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;
let applicant: TestAccount;
let other: TestAccount;
let invitee: TestAccount;
let stranger: TestAccount;
const jobs = { hygienist: 0, assistant: 0 };

beforeAll(async () => {
  [practice, rival] = [await signUpEmployer(api), await signUpEmployer(api)];
  [applicant, other, invitee, stranger] = [await signUpStaff(api), await signUpStaff(api), await signUpStaff(api), await signUpStaff(api)];
  for (const seeker of [applicant, other, invitee]) await fillResume(api, seeker);
  jobs.hygienist = (await liveJob(api, practice, { name: 'Hygienist' })).id;
  jobs.assistant = (await liveJob(api, practice, { name: 'Assistant', position: 'DA' })).id;
  expect((await apply(api, applicant, jobs.hygienist, 'Hello!')).statusCode).toBe(201);
  clock.set('2026-11-20T10:00:00.000Z');
  expect((await apply(api, other, jobs.assistant, null)).statusCode).toBe(201);
  await makePublic(api, invitee);
  await giveInvitationCredits(api, practice);
  clock.set('2026-11-20T11:00:00.000Z');
  const invited = await invite(api, practice, jobs.assistant, invitee.username);
  expect(invited.statusCode, invited.body).toBe(201);
});

const applicantUrl = (jobId: number, username: string) => `/api9/users/employers/${practice.username}/applications/${jobId}/${username}`;
const myApplications = async (seeker: TestAccount) => (await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/applications`)).json();
const candidates = async (query = '', account = practice) => call(api, account, 'GET', `/api9/users/employers/${account.username}/candidates${query}`);
const names = (list: { items: { username: string; jobId: number }[] }) => list.items.map((item) => item.username);

describe('the stage the job seeker sees, and the review day', () => {
  it('is sent, then viewed on the first day the practice opened it; the day is stamped once', async () => {
    expect((await myApplications(applicant))[0]).toMatchObject({ stage: 'sent', stageDate: null, reviewedDate: null, feedback: null });

    clock.set('2026-11-24T15:00:00.000Z');
    const opened = await call(api, practice, 'GET', applicantUrl(jobs.hygienist, applicant.username));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ reviewedDate: '2026-11-24', note: null });
    expect(opened.json()).not.toHaveProperty('match');
    expect((await myApplications(applicant))[0]).toMatchObject({ stage: 'viewed', stageDate: '2026-11-24', reviewedDate: '2026-11-24' });

    clock.set('2026-11-26T08:00:00.000Z');
    const again = await call(api, practice, 'GET', `${applicantUrl(jobs.hygienist, applicant.username)}?match`);
    expect(again.json()).toMatchObject({ reviewedDate: '2026-11-24', match: null });
    expect((await myApplications(applicant))[0].reviewedDate).toBe('2026-11-24');
  });

  it('is under consideration once liked (a dislike is never shown), then feedback, then interview', async () => {
    const opinion = (value: string | null) => call(api, practice, 'PUT', `/api9/resumes/${applicant.username}/opinion`, { opinion: value });
    const liked = await opinion('LIKED');
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toEqual({ username: applicant.username, reviewedDate: '2026-11-24', opinion: 'LIKED', isLike: true, isDislike: false, note: null });
    expect((await myApplications(applicant))[0].stage).toBe('under consideration');
    expect((await opinion('DISLIKED')).json()).toMatchObject({ opinion: 'DISLIKED', isDislike: true });
    expect((await myApplications(applicant))[0].stage).toBe('viewed');
    const list = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${jobs.hygienist}`)).json();
    expect(list[0]).toMatchObject({ opinion: 'DISLIKED', isDislike: true });

    const feedback = await call(api, practice, 'PUT', `${applicantUrl(jobs.hygienist, applicant.username)}/feedback`, {
      reasons: ['Typos', 'Poor Grammar'],
      message: 'Please proofread your intro.',
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    expect(feedback.json().feedback).toEqual({ reasons: ['Poor Grammar', 'Typos'], message: 'Please proofread your intro.', date: '2026-11-26T08:00:00.000Z' });
    const email = await lastEmailTo(api, applicant.email, 'Feedback on your application to Hygienist');
    expect(email).toContain('- Poor Grammar\n- Typos');
    expect(email).toContain('Please proofread your intro.');
    expect((await myApplications(applicant))[0]).toMatchObject({
      stage: 'feedback',
      stageDate: '2026-11-26T08:00:00.000Z',
      feedback: { reasons: ['Poor Grammar', 'Typos'], message: 'Please proofread your intro.' },
    });

    const [application] = await myApplications(applicant);
    const interview = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId: application.applicationId,
      type: 'PHONE',
      interviewDate: '2026-12-01T15:00:00Z',
    });
    expect(interview.statusCode, interview.body).toBe(201);
    expect((await myApplications(applicant))[0].stage).toBe('interview');
  });

  it('refuses feedback without reasons or message, with an unknown reason, or for someone else’s applicant', async () => {
    const url = `${applicantUrl(jobs.hygienist, applicant.username)}/feedback`;
    for (const [body, field] of [
      [{}, 'reasons'],
      [{ reasons: [], message: '  ' }, 'reasons'],
      [{ reasons: ['Great resume'] }, 'reasons.0'],
      [{ reasons: ['Missing Picture'] }, 'reasons.0'],
      [{ reasons: ['Typos', 'Typos'] }, 'reasons'],
      [{ reasons: ['Typos'], extra: 1 }, undefined],
    ] as const) {
      const response = await call(api, practice, 'PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (
        await call(api, rival, 'PUT', `/api9/users/employers/${rival.username}/applications/${jobs.hygienist}/${applicant.username}/feedback`, {
          reasons: ['Typos'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(api, applicant, 'PUT', url, { reasons: ['Typos'] })).statusCode).toBe(403);
    expect((await call(api, null, 'PUT', url, { reasons: ['Typos'] })).statusCode).toBe(401);
  });
});

describe('the private note', () => {
  const noteUrl = (username: string) => `/api9/resumes/${username}/feedback-notes`;

  it('is kept as text for applicants and invitees, and never reaches the job seeker', async () => {
    const html = '<script>alert("x")</script> <b>Great</b> & friendly';
    const saved = await call(api, practice, 'PUT', noteUrl(applicant.username), { note: html });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ username: applicant.username, note: html });
    expect((await call(api, practice, 'GET', applicantUrl(jobs.hygienist, applicant.username))).json().note).toBe(html);
    expect(JSON.stringify(await myApplications(applicant))).not.toContain('friendly');

    expect((await call(api, practice, 'PUT', noteUrl(invitee.username), { note: 'Invited from search' })).statusCode).toBe(200);
    const candidate = await call(api, practice, 'GET', `/api9/resumes/${invitee.username}/candidate`);
    expect(candidate.statusCode, candidate.body).toBe(200);
    expect(candidate.json()).toMatchObject({ username: invitee.username, note: 'Invited from search', reviewedDate: '2026-11-26' });
    expect(candidate.json().profile.username).toBe(invitee.username);

    expect((await call(api, practice, 'PUT', noteUrl(applicant.username), { note: '   ' })).json().note).toBeNull();
  });

  it('keeps naughty strings exactly as text (trimmed), or refuses them with 400 note', async () => {
    for (const text of NAUGHTY_STRINGS) {
      const response = await call(api, practice, 'PUT', noteUrl(applicant.username), { note: text });
      if (response.statusCode === 200) expect(response.json().note, JSON.stringify(text)).toBe(text.trim() === '' ? null : text.trim());
      else {
        expect(response.statusCode, JSON.stringify(text)).toBe(400);
        expect(response.json().errors[0].field, JSON.stringify(text)).toBe('note');
      }
    }
    expect((await call(api, practice, 'PUT', noteUrl(applicant.username), { note: null })).json().note).toBeNull();
  });

  it('refuses notes over 5000 characters (400 note), other practices, job seekers and strangers', async () => {
    const long = await call(api, practice, 'PUT', noteUrl(applicant.username), { note: 'a'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'note', message: 'A note is at most 5000 characters.' });
    expect((await call(api, practice, 'PUT', noteUrl(applicant.username), { note: 'a'.repeat(5000) })).statusCode).toBe(200);
    expect((await call(api, practice, 'PUT', noteUrl(applicant.username), { note: 5 })).json().errors[0].field).toBe('note');

    expect((await call(api, rival, 'PUT', noteUrl(applicant.username), { note: 'mine' })).json().errors[0]).toMatchObject({ field: 'username' });
    expect((await call(api, rival, 'PUT', noteUrl(applicant.username), { note: 'mine' })).statusCode).toBe(404);
    expect((await call(api, practice, 'PUT', noteUrl(stranger.username), { note: 'who?' })).statusCode).toBe(404);
    expect((await call(api, rival, 'GET', `/api9/resumes/${applicant.username}/candidate`)).statusCode).toBe(404);
    expect((await call(api, rival, 'PUT', `/api9/resumes/${applicant.username}/opinion`, { opinion: 'LIKED' })).statusCode).toBe(404);
    expect((await call(api, applicant, 'PUT', noteUrl(applicant.username), { note: 'me' })).statusCode).toBe(403);
    const admin = await createAdmin(api);
    expect((await call(api, admin, 'PUT', noteUrl(applicant.username), { note: 'me' })).statusCode).toBe(403);
    expect((await call(api, admin, 'GET', `/api9/users/employers/${admin.username}/candidates`)).statusCode).toBe(403);
    expect((await call(api, null, 'PUT', noteUrl(applicant.username), { note: 'me' })).statusCode).toBe(401);
    const rows = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from candidate_records where note = 'mine' or note = 'who?' or note = 'me'`,
    );
    expect(rows.rows[0].n).toBe(0);
  });
});

describe('the candidate list', () => {
  it('lists applicants and invitees across postings with filters and paging', async () => {
    const all = await candidates();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(all.json().items.map((item: { kind: string; username: string }) => [item.kind, item.username])).toEqual([
      ['invitee', invitee.username],
      ['applicant', other.username],
      ['applicant', applicant.username],
    ]);
    expect(all.json().items[2]).toMatchObject({
      jobTitle: 'Hygienist',
      reviewedDate: '2026-11-24',
      opinion: 'DISLIKED',
      hasInterview: true,
      feedback: { reasons: ['Poor Grammar', 'Typos'] },
    });
    expect(all.json().items[0]).toMatchObject({ invitationStatus: 'PENDING', applicationId: null, reviewedDate: '2026-11-26' });

    expect(names((await candidates(`?jobId=${jobs.assistant}`)).json())).toEqual([invitee.username, other.username]);
    expect(names((await candidates('?review=new')).json())).toEqual([other.username]);
    expect(names((await candidates('?review=reviewed')).json())).toEqual([invitee.username, applicant.username]);
    expect(names((await candidates('?opinion=DISLIKED')).json())).toEqual([applicant.username]);
    expect(names((await candidates('?opinion=LIKED')).json())).toEqual([]);
    expect(names((await candidates('?interview=true')).json())).toEqual([applicant.username]);
    const page = (await candidates('?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(names(page)).toEqual([other.username]);
    expect((await candidates('?offset=10')).json()).toMatchObject({ items: [], total: 3 });
  });

  it('answers another practice only its own, and refuses bad filters and other roles', async () => {
    expect((await candidates('', rival)).json()).toEqual({ items: [], total: 0, limit: 25, offset: 0 });
    expect((await candidates(`?jobId=${jobs.hygienist}`, rival)).json().items).toEqual([]);
    for (const [query, field] of [
      ['?review=old', 'review'],
      ['?opinion=LOVE', 'opinion'],
      ['?limit=0', 'limit'],
      ['?jobId=abc', 'jobId'],
      ['?interview=yes', 'interview'],
    ]) {
      const response = await candidates(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field, query).toBe(field);
    }
    expect((await call(api, applicant, 'GET', `/api9/users/employers/${practice.username}/candidates`)).statusCode).toBe(403);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${practice.username}/candidates`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', `/api9/users/employers/${practice.username}/candidates`)).statusCode).toBe(401);
  });
});

describe('the signed feedback link', () => {
  let token = '';

  it("comes in the 'new applicant' email and gives feedback signed out", async () => {
    const email = await lastEmailTo(api, practice.email, 'New applicant for Assistant');
    const link = email?.match(/\/feedback\/(\S+)/);
    expect(link, email ?? 'no email').not.toBeNull();
    token = decodeURIComponent(link?.[1] ?? '');

    const read = await call(api, null, 'GET', `/api9/signed/feedback/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      jobId: jobs.assistant,
      jobTitle: 'Assistant',
      candidateName: 'Raé Núñez',
      candidateUsername: other.username,
      reasons: [],
      feedbackDate: null,
    });

    const added = await call(api, null, 'POST', `/api9/signed/feedback/${token}`, { feedback: 'Inexperienced' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ reasons: ['Inexperienced'], feedbackDate: '2026-11-26T08:00:00.000Z' });
    expect(await lastEmailTo(api, other.email, 'Feedback on your application to Assistant')).toContain('- Inexperienced');
    expect((await call(api, null, 'POST', `/api9/signed/feedback/${token}`, { feedback: ['Great Resume', 'Inexperienced'] })).json().reasons).toEqual([
      'Great Resume',
      'Inexperienced',
    ]);
    expect((await myApplications(other))[0]).toMatchObject({ stage: 'feedback', feedback: { reasons: ['Great Resume', 'Inexperienced'] } });

    const removed = await call(api, null, 'DELETE', `/api9/signed/feedback/${token}`, { feedback: 'Inexperienced' });
    expect(removed.json().reasons).toEqual(['Great Resume']);
    expect((await call(api, null, 'DELETE', `/api9/signed/feedback/${token}`, { feedback: ['Great Resume'] })).json()).toMatchObject({
      reasons: [],
      feedbackDate: null,
    });
    expect((await myApplications(other))[0]).toMatchObject({ feedback: null });
    expect((await call(api, null, 'POST', `/api9/signed/feedback/${token}`, { feedback: 'Nice' })).json().errors[0].field).toBe('feedback');
    // Nothing about a photo is sent; a reason given before can still be withdrawn.
    const photo = await call(api, null, 'POST', `/api9/signed/feedback/${token}`, { feedback: 'Missing Picture' });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().errors[0].field).toBe('feedback');
    expect((await call(api, null, 'DELETE', `/api9/signed/feedback/${token}`, { feedback: 'Missing Picture' })).statusCode).toBe(200);
  });

  it('refuses a changed, cut, other-purpose or expired link', async () => {
    const [payload, signature] = token.split('.');
    const changed = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call(api, null, 'POST', `/api9/signed/feedback/${changed}`, { feedback: 'Typos' })).statusCode).toBe(403);
    expect((await call(api, null, 'GET', `/api9/signed/feedback/${payload}`)).statusCode).toBe(400);
    const resumeLink = (await lastEmailTo(api, practice.email, 'New applicant for Assistant'))?.match(/\/applicant\/(\S+)/)?.[1];
    if (resumeLink) expect((await call(api, null, 'GET', `/api9/signed/feedback/${decodeURIComponent(resumeLink)}`)).statusCode).toBe(403);
    clock.set('2026-12-21T08:00:00.000Z');
    const expired = await call(api, null, 'POST', `/api9/signed/feedback/${token}`, { feedback: 'Typos' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0]).toMatchObject({ code: 'LINK_EXPIRED', field: 'token' });
    expect((await myApplications(other))[0].feedback).toBeNull();
  });
});

describe('the review reminder', () => {
  it('emails the practice once about an application not opened within 3 days', async () => {
    const late = await signUpStaff(api);
    await fillResume(api, late);
    const job = await liveJob(api, practice, { name: 'Front desk', position: 'FO' });
    clock.set('2026-12-22T09:00:00.000Z');
    expect((await apply(api, late, job.id)).statusCode).toBe(201);
    const subject = 'Raé Núñez is waiting for your review';
    const reminders = async () => {
      const rows = await api.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from outbox_messages where to_address = ${practice.email} and subject = ${subject} and text_body like ${`%/app/job-application/${job.id}/${late.username}%`}`,
      );
      return rows.rows[0].n;
    };

    clock.set('2026-12-25T08:00:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(REVIEW_REMINDER_TASK);
    expect(await reminders()).toBe(0);

    clock.set('2026-12-25T09:30:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(REVIEW_REMINDER_TASK);
    expect(await reminders()).toBe(1);

    clock.set('2026-12-25T11:00:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(REVIEW_REMINDER_TASK);
    expect(await reminders()).toBe(1);
    // The applications opened long ago were never reminded about.
    const opened = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from applications where review_reminded_at is not null and reviewed_date is not null`,
    );
    expect(opened.rows[0].n).toBe(0);
  });
});
