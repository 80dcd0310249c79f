import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { outboxMessages, users } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

// Interviewers' own availability and the links waiting for a time (ADR 125): a team member's hours
// per office, one interviewer never booked twice at one time (whichever office), and the practice
// resending or withdrawing a link not yet used.

const clock = movableClock('2026-09-07T10:00:00.000Z'); // a Monday
const api = useTestApi({ clock });
const E = (account: TestAccount) => `/api9/users/employers/${account.username}`;
// Tuesdays 9:00-10:30 in Chicago (CDT, UTC-5): 30-minute interviews.
const TUESDAY_MORNINGS = { windows: [{ day: 2, from: '09:00', to: '10:30' }], durationMinutes: 30, minNoticeHours: 24, type: 'INPERSON' };

let practice: TestAccount;
let north: number;
let south: number;
let jobId: number;
let interviewerId: number;
let seq = 0;
let billingEmail: string;

const emailsTo = (to: string, subject: string) =>
  api.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), like(outboxMessages.subject, `${subject}%`)))
    .orderBy(asc(outboxMessages.id));
const mine = (officeId: number, userId: number) => `${E(practice)}/offices/${officeId}/interview-availability/interviewers/${userId}`;
const page = (token: string) => call(api, null, 'GET', `/api9/signed/interview-scheduling/${token}`);
const pick = (token: string, startsAt: string) => call(api, null, 'PUT', `/api9/signed/interview-scheduling/${token}`, { startsAt });

/** A person invited with `role` who accepted; answers their user id from the interviewers list (or null). */
async function member(role: 'interviewer' | 'hiring_manager' | 'billing'): Promise<TestAccount> {
  const email = `interviewer-${Date.now()}-${seq++}@example.com`;
  expect(
    (await call(api, practice, 'POST', `${E(practice)}/team/invitations`, { email, role, ...(role === 'interviewer' ? { jobIds: [jobId] } : {}) })).statusCode,
  ).toBe(201);
  await api.ctx.notices.runDue();
  const text = await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside');
  const token = decodeURIComponent(/\/team-invitation\/(\S+)/.exec(text ?? '')![1]);
  const person = await signUpStaff(api, { email });
  expect((await call(api, person, 'POST', `/api9/signed/team-invitation/${encodeURIComponent(token)}`)).statusCode).toBe(200);
  return person;
}

/** A new applicant sent a link for the office (and interviewer); answers the token from the email. */
async function applicantWithLink(officeId: number, interviewerUserId?: number) {
  const seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  const applicationId = (await apply(api, seeker, jobId)).json().applicationId as number;
  const sent = await call(api, practice, 'POST', `${E(practice)}/applications/${applicationId}/scheduling-link`, { officeId, interviewerUserId });
  expect(sent.statusCode, sent.body).toBe(201);
  await api.ctx.notices.runDue();
  const [email] = await emailsTo(seeker.email, 'Pick an interview time');
  const token = decodeURIComponent(/\/schedule\/([A-Za-z0-9_.%-]+)/.exec(email.textBody)![1]);
  return { seeker, token, applicationId, requestId: sent.json().requestId as number };
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  const office = (name: string, address: string) => call(api, practice, 'POST', `${E(practice)}/offices`, { name, address, zip: '60614' });
  north = (await office('North', '2450 N Clark St')).json().id;
  south = (await office('South', '1 E Roosevelt Rd')).json().id;
  jobId = (await liveJob(api, practice, { name: 'Hygienist', zip: '60614' })).id;
  const person = await member('interviewer');
  billingEmail = (await member('billing')).email;
  const listed = await call(api, practice, 'GET', `${E(practice)}/interviewers`);
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.json()).toHaveLength(1);
  interviewerId = listed.json()[0].userId;
  expect(listed.json()[0]).toMatchObject({ role: 'interviewer', name: expect.any(String) });
  expect(person.username).toBeTruthy();
  for (const officeId of [north, south]) expect((await call(api, practice, 'PUT', mine(officeId, interviewerId), TUESDAY_MORNINGS)).statusCode).toBe(200);
  expect((await call(api, practice, 'PUT', `${E(practice)}/offices/${north}/interview-availability`, TUESDAY_MORNINGS)).statusCode).toBe(200);
});

describe('an interviewer’s own availability', () => {
  it('is saved per office and interviewer, apart from the office’s own', async () => {
    const saved = (await call(api, practice, 'GET', mine(south, interviewerId))).json();
    expect(saved).toMatchObject({ saved: true, interviewerUserId: interviewerId, interviewerName: expect.any(String), officeId: south });
    const bad = await call(api, practice, 'PUT', mine(south, interviewerId), { ...TUESDAY_MORNINGS, durationMinutes: 5 });
    expect(bad.json().errors[0].field).toBe('durationMinutes');
    expect((await call(api, practice, 'GET', `${E(practice)}/offices/${south}/interview-availability`)).json()).toMatchObject({
      saved: false,
      interviewerUserId: null,
    });
  });

  it('refuses someone who does not interview, another practice and a missing availability', async () => {
    // The billing member does not interview: not listed, and refused as one.
    const [billing] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, billingEmail));
    const refused = await call(api, practice, 'PUT', mine(north, billing.id), TUESDAY_MORNINGS);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].field).toBe('interviewerUserId');
    const other = await signUpEmployer(api);
    expect((await call(api, other, 'GET', `${E(other)}/offices/${north}/interview-availability/interviewers/${interviewerId}`)).statusCode).toBe(404);
    expect((await call(api, other, 'GET', `${E(other)}/interviewers`)).json()).toEqual([]);
  });

  it('two candidates racing for one interviewer at one time, at two offices: exactly one gets it; the office’s own hours are apart', async () => {
    const [first, second, office] = [
      await applicantWithLink(north, interviewerId),
      await applicantWithLink(south, interviewerId),
      await applicantWithLink(north),
    ];
    expect((await page(first.token)).json().interviewerName).toEqual(expect.any(String));
    expect((await page(office.token)).json().interviewerName).toBeNull();
    const time = '2026-09-08T14:30:00.000Z';
    const answers = await Promise.all([pick(first.token, time), pick(second.token, time)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(lost).toMatchObject({ reason: 'taken', errors: [{ field: 'startsAt' }] });
    expect(lost.slots).not.toContain(time);
    // The winner's link shows the booking; the loser's (the other office) no longer offers the time; the office as a whole still has it.
    const [winner, loser] = answers[0].statusCode === 200 ? [first, second] : [second, first];
    expect((await page(winner.token)).json().booked).toMatchObject({ startsAt: time });
    expect((await page(loser.token)).json().slots).not.toContain(time);
    expect((await pick(office.token, time)).statusCode).toBe(200);
    // Overlapping, not equal: 45-minute interviews from 9:15 at the other office: 9:15 (14:15Z) runs into the booked 9:30.
    const longer = { ...TUESDAY_MORNINGS, windows: [{ day: 2, from: '09:15', to: '11:00' }], durationMinutes: 45 };
    expect((await call(api, practice, 'PUT', mine(south, interviewerId), longer)).statusCode).toBe(200);
    const later = await applicantWithLink(south, interviewerId);
    const slots = (await page(later.token)).json().slots;
    expect(slots).not.toContain('2026-09-08T14:15:00.000Z');
    expect(slots).toContain('2026-09-08T15:00:00.000Z');
    await call(api, practice, 'PUT', mine(south, interviewerId), TUESDAY_MORNINGS);
  });

  it('sends a link only for an interviewer with hours at the office', async () => {
    await call(api, practice, 'PUT', mine(south, interviewerId), { ...TUESDAY_MORNINGS, windows: [] });
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const applicationId = (await apply(api, seeker, jobId)).json().applicationId as number;
    const url = `${E(practice)}/applications/${applicationId}/scheduling-link`;
    const none = await call(api, practice, 'POST', url, { officeId: south, interviewerUserId: interviewerId });
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0].field).toBe('interviewerUserId');
    const unknown = await call(api, practice, 'POST', url, { officeId: north, interviewerUserId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect((await call(api, practice, 'POST', url, { officeId: north, interviewerUserId: 'x' })).json().errors[0].field).toBe('interviewerUserId');
    await call(api, practice, 'PUT', mine(south, interviewerId), TUESDAY_MORNINGS);
  });
});

describe('links waiting for a time', () => {
  it('lists the links not used, resends one through the queue and withdraws another (its link stops, the applicant is told)', async () => {
    const waiting = await applicantWithLink(north);
    const withdrawn = await applicantWithLink(north, interviewerId);
    const booked = await applicantWithLink(north);
    expect((await pick(booked.token, '2026-09-15T14:00:00.000Z')).statusCode).toBe(200);
    const list = await call(api, practice, 'GET', `${E(practice)}/scheduling-links`);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().map((link: { requestId: number }) => link.requestId);
    expect(ids).toEqual(expect.arrayContaining([waiting.requestId, withdrawn.requestId]));
    expect(ids).not.toContain(booked.requestId);
    const row = list.json().find((link: { requestId: number }) => link.requestId === waiting.requestId);
    expect(row).toMatchObject({
      applicationId: waiting.applicationId,
      jobId,
      jobTitle: 'Hygienist',
      officeName: 'North',
      interviewerName: null,
      sentAt: '2026-09-07T10:00:00.000Z',
      expiresAt: '2026-10-07T10:00:00.000Z',
      expired: false,
    });

    // Another practice sees none of them and can change none.
    const other = await signUpEmployer(api);
    expect((await call(api, other, 'GET', `${E(other)}/scheduling-links`)).json()).toEqual([]);
    expect((await call(api, other, 'POST', `${E(other)}/scheduling-links/${waiting.requestId}/resend`)).statusCode).toBe(404);
    expect((await call(api, other, 'PUT', `${E(other)}/scheduling-links/${waiting.requestId}/cancel`)).statusCode).toBe(404);

    // Past 30 days it shows as expired; resending starts a fresh link.
    clock.set('2026-10-08T10:00:00.000Z');
    expect(
      (await call(api, practice, 'GET', `${E(practice)}/scheduling-links`)).json().find((l: { requestId: number }) => l.requestId === waiting.requestId)
        .expired,
    ).toBe(true);
    const resent = await call(api, practice, 'POST', `${E(practice)}/scheduling-links/${waiting.requestId}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ sentAt: '2026-10-08T10:00:00.000Z', expiresAt: '2026-11-07T10:00:00.000Z', expired: false });
    await api.ctx.notices.runDue();
    const links = await emailsTo(waiting.seeker.email, 'Pick an interview time');
    expect(links).toHaveLength(2);
    const fresh = decodeURIComponent(/\/schedule\/([A-Za-z0-9_.%-]+)/.exec(links.at(-1)!.textBody)![1]);
    expect((await page(fresh)).statusCode).toBe(200);
    expect((await page(waiting.token)).statusCode).toBe(410);

    // Withdrawn: the link stops, the applicant is told, the row leaves the list, nothing more can be done with it.
    const cancelled = await call(api, practice, 'PUT', `${E(practice)}/scheduling-links/${withdrawn.requestId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    clock.set('2026-09-07T10:00:00.000Z');
    const closed = await page(withdrawn.token);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().errors[0]).toMatchObject({ code: 'LINK_WITHDRAWN', field: 'token' });
    expect((await pick(withdrawn.token, '2026-09-15T14:30:00.000Z')).statusCode).toBe(410);
    await api.ctx.notices.runDue();
    const [told] = await emailsTo(withdrawn.seeker.email, 'Interview scheduling withdrawn');
    expect(told.textBody).toContain('no longer works');
    expect(told.textBody).toContain('Thank you');
    const after = (await call(api, practice, 'GET', `${E(practice)}/scheduling-links`)).json().map((link: { requestId: number }) => link.requestId);
    expect(after).not.toContain(withdrawn.requestId);
    expect((await call(api, practice, 'POST', `${E(practice)}/scheduling-links/${withdrawn.requestId}/resend`)).statusCode).toBe(404);
    expect((await call(api, practice, 'PUT', `${E(practice)}/scheduling-links/${booked.requestId}/cancel`)).statusCode).toBe(404);
  });
});
