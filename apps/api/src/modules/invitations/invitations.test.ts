import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_INCOMPLETE_MESSAGE } from '@chairside/domain/hiring';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, hiringTables, invite, liveJob, makePublic } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  await giveInvitationCredits(api, practice);
});

/** A job seeker with a public, good-to-apply resume (one a practice finds in resume search). */
async function candidate() {
  const account = await signUpStaff(api);
  await fillResume(api, account);
  expect((await makePublic(api, account)).statusCode).toBe(200);
  return account;
}

const invitationsOf = async (account: TestAccount) => (await call(api, account, 'GET', `/api9/users/staff/${account.username}/invitations`)).json();
const ofJob = async (jobId: number) => (await call(api, practice, 'GET', `/api9/jobs/${jobId}/invitations`)).json();
const respond = (account: TestAccount, invitationId: number, answer: 'accept' | 'decline', body?: unknown) =>
  call(api, account, 'POST', `/api9/users/staff/${account.username}/invitations/${invitationId}/${answer}`, body);

describe('inviting a job seeker', () => {
  it('stores a pending invitation, emails the job seeker and lists it on both sides', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Associate Hygienist', isConfidential: true });
    const response = await invite(api, practice, job.id, seeker.username, 'Your perio experience stood out.');
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json();
    expect(invitation).toEqual({
      invitationId: expect.any(Number),
      jobId: job.id,
      username: seeker.username,
      name: 'Raé Núñez',
      position: 'DH',
      positionLabel: 'Dental Hygienist (RDH)',
      city: 'Austin',
      state: 'TX',
      status: 'PENDING',
      message: 'Your perio experience stood out.',
      invitedDate: '2026-09-07T10:00:00.000Z',
      respondedDate: null,
      applicationId: null,
    });
    expect(await ofJob(job.id)).toEqual([invitation]);

    // The posting is confidential: the email does not name the practice (ADR 23).
    const email = await lastEmailTo(api, seeker.email, 'A dental practice invited you to apply: Associate Hygienist');
    expect(email).toContain('Your perio experience stood out.');
    expect(email).not.toContain('Bright Smiles');
    // It leads to the signed page that accepts or declines (signed-links.test.ts follows it).
    expect(email).toMatch(/http:\/\/localhost:3000\/invitation\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);

    const [mine] = await invitationsOf(seeker);
    expect(mine).toMatchObject({
      invitationId: invitation.invitationId,
      status: 'PENDING',
      message: 'Your perio experience stood out.',
      // Nor does the job seeker's list, though the practice invited the person (ADR 23).
      job: { id: job.id, name: 'Associate Hygienist', displayStatus: 'Active', isLive: true, practice: null },
    });
  });

  it('refuses people it may not invite, postings that are not live, and second invitations, storing nothing', async () => {
    const seeker = await candidate();
    const privateOne = await signUpStaff(api);
    const job = await liveJob(api, practice);
    const closed = await liveJob(api, practice);
    await call(api, practice, 'PUT', `/api9/jobs/${closed.id}/status`, { status: 'CANCELED' });
    expect((await invite(api, practice, job.id, seeker.username)).statusCode).toBe(201);
    const applied = await candidate();
    expect((await apply(api, applied, job.id)).statusCode).toBe(201);
    const before = await hiringTables(api);

    const cases: [string, number, string, number, string][] = [
      ['a private resume', job.id, privateOne.username, 404, 'username'],
      ['nobody', job.id, 'no-such-person', 404, 'username'],
      ['an employer', job.id, practice.username, 404, 'username'],
      ['a closed posting', closed.id, seeker.username, 409, 'jobId'],
      ['twice', job.id, seeker.username, 409, 'username'],
      ['someone who applied', job.id, applied.username, 409, 'username'],
    ];
    for (const [label, jobId, username, status, field] of cases) {
      const response = await invite(api, practice, jobId, username);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().errors[0].field, label).toBe(field);
    }
    expect((await invite(api, practice, job.id, seeker.username)).json().errors[0].message).toBe('You have already invited this job seeker to this job.');
    expect(await hiringTables(api)).toEqual(before);
  });
});

describe('answering an invitation', () => {
  it('accepting applies with the message, marks the invitation ACCEPTED and links it', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Lead Hygienist' });
    const { invitationId } = (await invite(api, practice, job.id, seeker.username)).json();
    clock.advanceDays(1);
    const response = await respond(seeker, invitationId, 'accept', { message: 'Thank you, I am interested.' });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json();
    expect(application).toMatchObject({ jobId: job.id, invitationId, message: 'Thank you, I am interested.', appliedDate: '2026-09-08T10:00:00.000Z' });
    expect(await lastEmailTo(api, practice.email, 'New applicant for Lead Hygienist')).toContain('Thank you, I am interested.');

    const [invitation] = await ofJob(job.id);
    expect(invitation).toMatchObject({ status: 'ACCEPTED', respondedDate: '2026-09-08T10:00:00.000Z', applicationId: application.applicationId });
    expect((await invitationsOf(seeker))[0]).toMatchObject({ status: 'ACCEPTED', applicationId: application.applicationId });

    const again = await respond(seeker, invitationId, 'accept', { message: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ field: 'status', message: 'You have already accepted this invitation.' });
    expect((await apply(api, seeker, job.id)).statusCode).toBe(409);
    expect((await call(api, practice, 'PUT', `/api9/jobs/${job.id}/invitations/${seeker.username}`)).statusCode).toBe(409);
  });

  it('applying directly accepts a pending invitation to the same posting', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice);
    const { invitationId } = (await invite(api, practice, job.id, seeker.username)).json();
    const application = (await apply(api, seeker, job.id)).json();
    expect(application.invitationId).toBe(invitationId);
    expect((await ofJob(job.id))[0]).toMatchObject({ status: 'ACCEPTED', applicationId: application.applicationId });
  });

  it('accepting still needs a resume good to apply, and leaves the invitation pending otherwise', async () => {
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker, { skills: 5 });
    await makePublic(api, seeker);
    const job = await liveJob(api, practice);
    const { invitationId } = (await invite(api, practice, job.id, seeker.username)).json();
    // The person removes a skill after being invited.
    const me = (await call(api, seeker, 'GET', '/api9/users/staff/current')).json();
    await call(api, seeker, 'DELETE', `/api9/users/staff/${seeker.username}/skills/${me.resume.skills[0].id}`);
    const before = await hiringTables(api);
    const response = await respond(seeker, invitationId, 'accept', { message: 'Yes' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({ code: 'PROFILE_INCOMPLETE', message: PROFILE_INCOMPLETE_MESSAGE, field: 'profile' });
    expect(await hiringTables(api)).toEqual(before);
  });

  it('declining marks it DECLINED; it cannot be accepted, and the practice cannot invite again', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice);
    const { invitationId } = (await invite(api, practice, job.id, seeker.username)).json();
    const response = await respond(seeker, invitationId, 'decline');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invitationId, status: 'DECLINED', respondedDate: '2026-09-08T10:00:00.000Z', applicationId: null });
    expect((await ofJob(job.id))[0].status).toBe('DECLINED');
    expect((await respond(seeker, invitationId, 'accept', { message: null })).json().errors[0].message).toBe('You declined this invitation.');
    expect((await respond(seeker, invitationId, 'decline')).statusCode).toBe(409);
    const again = await invite(api, practice, job.id, seeker.username);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This job seeker declined your invitation to this job.');
    // Declining an invitation does not stop the person from applying later.
    expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
  });

  it('lists pending invitations first', async () => {
    const seeker = await candidate();
    const [a, b, c] = [await liveJob(api, practice), await liveJob(api, practice), await liveJob(api, practice)];
    const first = (await invite(api, practice, a.id, seeker.username)).json();
    clock.advanceDays(1);
    const second = (await invite(api, practice, b.id, seeker.username)).json();
    clock.advanceDays(1);
    const third = (await invite(api, practice, c.id, seeker.username)).json();
    await respond(seeker, third.invitationId, 'decline');
    const list = await invitationsOf(seeker);
    expect(list.map((i: { invitationId: number; status: string }) => [i.invitationId, i.status])).toEqual([
      [second.invitationId, 'PENDING'],
      [first.invitationId, 'PENDING'],
      [third.invitationId, 'DECLINED'],
    ]);
  });
});

describe('cancelling an invitation', () => {
  it('withdraws a pending one: gone from the job seeker’s list, cannot be accepted, may be sent again', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice);
    const { invitationId } = (await invite(api, practice, job.id, seeker.username)).json();
    const url = `/api9/jobs/${job.id}/invitations/${seeker.username}`;
    const response = await call(api, practice, 'PUT', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invitationId, status: 'CANCELED' });
    expect((await call(api, practice, 'PUT', url)).json().status).toBe('CANCELED');
    expect((await invitationsOf(seeker)).map((i: { invitationId: number }) => i.invitationId)).not.toContain(invitationId);
    const accept = await respond(seeker, invitationId, 'accept', { message: null });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().errors[0].message).toBe('The practice withdrew this invitation.');

    const again = await invite(api, practice, job.id, seeker.username, 'Let us try again.');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ invitationId, status: 'PENDING', message: 'Let us try again.', respondedDate: null });
  });

  it('answers 404 for an invitation that does not exist', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice);
    expect((await call(api, practice, 'PUT', `/api9/jobs/${job.id}/invitations/${seeker.username}`)).statusCode).toBe(404);
    expect((await call(api, practice, 'PUT', `/api9/jobs/${job.id}/invitations/no-such-person`)).statusCode).toBe(404);
  });
});

describe('a private resume and invitations', () => {
  it('stays readable by the practice while its invitation is open, and not after it withdraws it', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice);
    const url = `/api9/users/staff/${seeker.username}/profile`;
    expect((await invite(api, practice, job.id, seeker.username)).statusCode).toBe(201);
    await makePublic(api, seeker, false);
    expect((await call(api, practice, 'GET', url)).statusCode).toBe(200);
    expect((await call(api, null, 'GET', url)).statusCode).toBe(404);
    await call(api, practice, 'PUT', `/api9/jobs/${job.id}/invitations/${seeker.username}`);
    expect((await call(api, practice, 'GET', url)).statusCode).toBe(404);
    // ...and the practice cannot invite someone whose resume it may no longer read.
    expect((await invite(api, practice, job.id, seeker.username)).statusCode).toBe(404);
  });
});
