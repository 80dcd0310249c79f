import { describe, expect, it } from 'vitest';
import { lastEmailTo, signUpStaff } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// A hiring manager limited to one office reads the practice's lists of their office only (ADR 116):
// the postings and the applicants, not a refusal.
const api = useTestApi();

describe('lists for a scoped member', () => {
  it('shows a hiring manager limited to one office only that office’s applicants', async () => {
    const owner = await signUpEmployer(api);
    const E = `/api9/users/employers/${owner.username}`;
    const north = (await call(api, owner, 'POST', `${E}/offices`, { name: 'North', address: '2450 N Clark St', zip: '60614' })).json().id;
    const south = (await call(api, owner, 'POST', `${E}/offices`, { name: 'South', address: '4710 N Lincoln Ave', zip: '60625' })).json().id;
    const northJob = await liveJob(api, owner, { officeId: north, zip: undefined, address: undefined });
    const southJob = await liveJob(api, owner, { officeId: south, zip: undefined, address: undefined });
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    expect((await apply(api, seeker, northJob.id)).statusCode).toBe(201);
    expect((await apply(api, seeker, southJob.id)).statusCode).toBe(201);

    const email = `scoped-${Date.now()}@example.com`;
    await call(api, owner, 'POST', `${E}/team/invitations`, { email, role: 'hiring_manager', officeIds: [north] });
    const token = /\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1];
    const person = await signUpStaff(api, { email });
    expect((await call(api, person, 'POST', `/api9/signed/team-invitation/${token}`)).statusCode).toBe(200);
    const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
    const manager = { ...owner, authorization: session.headers.authorization as string };

    const theirs = await call(api, manager, 'GET', `${E}/applications`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().map((row: { jobId: number }) => row.jobId)).toEqual([northJob.id]);
    expect((await call(api, manager, 'GET', `${E}/jobs`)).json().map((job: { id: number }) => job.id)).toEqual([northJob.id]);
    expect((await call(api, owner, 'GET', `${E}/applications`)).json()).toHaveLength(2);
  });
});
