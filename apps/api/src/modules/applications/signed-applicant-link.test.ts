// The signed resume detail link of the 'new applicant' email, read signed out.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { apply, liveJob } from '../../testing/hiring';
import { errorOf, signedCall, signedLinkCandidate, tokenIn, withSubject } from '../../testing/signed-links';

const START = '2026-09-07T10:00:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;

beforeAll(async () => {
  [practice, rival] = [await signUpEmployer(api), await signUpEmployer(api)];
});

const signed = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => signedCall(api, method, path, body);
const candidate = (options: { goodToApply?: boolean } = {}) => signedLinkCandidate(api, options);

describe('the resume detail link in the new applicant email', () => {
  it("shows the applicant's resume signed out, for that practice's posting only, for 14 days", async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Signed Hygienist' });
    const applied = await apply(api, seeker, job.id, 'Happy to start in October.');
    expect(applied.statusCode, applied.body).toBe(201);
    const token = tokenIn(await lastEmailTo(api, practice.email, 'New applicant for Signed Hygienist'), '/applicant/');

    const answer = await signed('GET', `applicant/${token}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      applicant: {
        applicationId: applied.json().applicationId,
        jobId: job.id,
        username: seeker.username,
        message: 'Happy to start in October.',
        reviewedDate: null,
      },
      expiresAt: '2026-09-21T10:00:00.000Z',
    });
    expect(answer.json().applicant.profile.resume.skills).toHaveLength(5);
    // Reading from the email does not count as opening it in the app.
    const listed = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}`);
    expect(listed.json()[0].reviewedDate).toBeNull();

    // Another posting's application under this signature, or a validly signed link whose ids do not belong together.
    const rivalJob = await liveJob(api, rival, { name: 'Rival role' });
    const rivalApplication = (await apply(api, seeker, rivalJob.id)).json().applicationId as number;
    const changed = await signed(
      'GET',
      `applicant/${withSubject(token, { applicationId: rivalApplication, employerId: await userIdOf(api, practice.username) })}`,
    );
    expect(errorOf(changed)).toEqual({ status: 403, code: 'LINK_INVALID', field: 'token' });
    const mismatched = api.ctx.signedLinks.create(
      'resume-detail',
      { applicationId: rivalApplication, employerId: await userIdOf(api, practice.username) },
      { ttlMs: 86_400_000 },
    );
    const refused = await signed('GET', `applicant/${mismatched}`);
    expect(errorOf(refused)).toEqual({ status: 403, code: 'LINK_INVALID', field: 'token' });
    expect(refused.body).not.toContain(seeker.username);

    // Another link's purpose, a cut token.
    const otherPurpose = api.ctx.signedLinks.create('interview-outcome', { applicationId: applied.json().applicationId }, { ttlMs: 86_400_000 });
    expect(errorOf(await signed('GET', `applicant/${otherPurpose}`))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect(errorOf(await signed('GET', `applicant/${token.split('.')[0]}`))).toMatchObject({ status: 400, code: 'LINK_MALFORMED' });

    clock.advanceDays(14);
    expect(errorOf(await signed('GET', `applicant/${token}`))).toEqual({ status: 410, code: 'LINK_EXPIRED', field: 'token' });
    clock.set(START);
    // Reading is not single use.
    expect((await signed('GET', `applicant/${token}`)).statusCode).toBe(200);
  });
});
