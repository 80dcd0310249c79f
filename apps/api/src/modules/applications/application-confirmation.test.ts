import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let seeker: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  await fillResume(api, seeker);
});

describe('the job seeker’s application confirmation', () => {
  it('emails the job seeker what they applied to, when, their message and where to follow it', async () => {
    const job = await liveJob(api, practice, { name: 'Registered Dental Hygienist' });
    expect((await apply(api, seeker, job.id, 'I have eight years of periodontal care.')).statusCode).toBe(201);
    const email = await lastEmailTo(api, seeker.email, 'You applied to Registered Dental Hygienist');
    expect(email).not.toBeNull();
    expect(email).toContain('Your application to Registered Dental Hygienist at Bright Smiles Dental (Chicago, IL) was sent on Sep 7, 2026.');
    expect(email).toContain('I have eight years of periodontal care.');
    expect(email).toContain('/app/job-application/all');
    expect(email).toContain(`/app/search-jobs/post-job/${job.id}/${job.slug}`);
  });

  it('does not name a confidential practice', async () => {
    const job = await liveJob(api, practice, { name: 'Associate Hygienist', isConfidential: true });
    expect((await apply(api, seeker, job.id, null)).statusCode).toBe(201);
    const email = await lastEmailTo(api, seeker.email, 'You applied to Associate Hygienist');
    expect(email).toContain('at a confidential dental practice');
    expect(email).not.toContain('Bright Smiles Dental');
    expect(email).not.toContain(practice.username);
    expect(email).not.toContain('Your message:');
  });

  it('a refused application sends nothing', async () => {
    const incomplete = await signUpStaff(api);
    const job = await liveJob(api, practice, { name: 'Weekend Hygienist' });
    expect((await apply(api, incomplete, job.id)).statusCode).toBe(409);
    expect(await lastEmailTo(api, incomplete.email, 'You applied to Weekend Hygienist')).toBeNull();
  });
});
