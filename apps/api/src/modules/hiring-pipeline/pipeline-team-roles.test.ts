// Team roles on the hiring pipeline (ADR 118, ADR 116): an interviewer reads the board and the
// interviews of their postings but is refused moves, declines and bulk answers (403 with its own
// code); a hiring manager limited to one office decides there and nowhere else.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamRole } from '@chairside/domain/teams';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();

let owner: TestAccount;
let E: string;
let northOffice: number;
let northJob: number;
let southJob: number;
const seekers: TestAccount[] = [];

async function member(role: TeamRole, scope: { officeIds?: number[]; jobIds?: number[] }): Promise<TestAccount> {
  const email = `pipeline-${role}-${Date.now()}@example.com`;
  await call(api, owner, 'POST', `${E}/team/invitations`, { email, role, ...scope });
  const token = /\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1];
  const person = await signUpStaff(api, { email });
  expect((await call(api, person, 'POST', `/api9/signed/team-invitation/${token}`)).statusCode).toBe(200);
  const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
  return { ...owner, authorization: session.headers.authorization as string };
}

const move = (account: TestAccount, job: number, applicant: string, stage: string) =>
  call(api, account, 'PUT', `${E}/applications/${job}/${applicant}/stage`, { stage });
const bulk = (account: TestAccount, job: number, body: Record<string, unknown>) => call(api, account, 'POST', `${E}/pipeline/${job}/bulk`, body);

beforeAll(async () => {
  owner = await signUpEmployer(api);
  E = `/api9/users/employers/${owner.username}`;
  northOffice = (await call(api, owner, 'POST', `${E}/offices`, { name: 'North', address: '2450 N Clark St', zip: '60614' })).json().id;
  const south = (await call(api, owner, 'POST', `${E}/offices`, { name: 'South', address: '4710 N Lincoln Ave', zip: '60625' })).json().id;
  northJob = (await liveJob(api, owner, { officeId: northOffice, zip: undefined, address: undefined })).id;
  southJob = (await liveJob(api, owner, { officeId: south, zip: undefined, address: undefined })).id;
  for (let i = 0; i < 2; i++) {
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    expect((await apply(api, seeker, northJob)).statusCode).toBe(201);
    expect((await apply(api, seeker, southJob)).statusCode).toBe(201);
    seekers.push(seeker);
  }
});

describe('an interviewer on the pipeline', () => {
  it('reads the board and interviews of their posting but may not move, decline or answer in bulk', async () => {
    const interviewer = await member('interviewer', { jobIds: [northJob] });
    const seen = await call(api, interviewer, 'GET', `${E}/pipeline/${northJob}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().applicants).toHaveLength(2);
    expect((await call(api, interviewer, 'GET', `${E}/applications/${northJob}`)).statusCode).toBe(200);
    expect((await call(api, interviewer, 'GET', `/api9/users/${owner.username}/interviews`)).statusCode).toBe(200);

    const [one, two] = seekers.map((seeker) => seeker.username);
    const refusals = [
      await move(interviewer, northJob, one, 'reviewing'),
      await move(interviewer, northJob, one, 'not_selected'),
      await bulk(interviewer, northJob, { action: 'move', applicants: [one, two], stage: 'interview' }),
      await bulk(interviewer, northJob, { action: 'decline', applicants: [one, two], template: 'decline' }),
      await bulk(interviewer, northJob, { action: 'message', applicants: [one], template: 'thank_you' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'TEAM_ROLE_READ_ONLY',
        message: expect.stringContaining('(interviewer) may read applicants and interviews but not move, decline or message applicants'),
      });
    }
    const after = (await call(api, owner, 'GET', `${E}/pipeline/${northJob}`)).json() as { applicants: { stage: string }[] };
    expect(new Set(after.applicants.map((entry) => entry.stage))).toEqual(new Set(['new']));
  });
});

describe('a hiring manager limited to one office', () => {
  it('moves, declines and answers in bulk in their office, and is refused outside it', async () => {
    const manager = await member('hiring_manager', { officeIds: [northOffice] });
    const [one, two] = seekers.map((seeker) => seeker.username);

    const moved = await move(manager, northJob, one, 'reviewing');
    expect(moved.statusCode, moved.body).toBe(200);
    const declined = await bulk(manager, northJob, { action: 'decline', applicants: [two], template: 'decline' });
    expect(declined.statusCode, declined.body).toBe(200);
    const messaged = await bulk(manager, northJob, { action: 'message', applicants: [one], template: 'thank_you' });
    expect(messaged.statusCode, messaged.body).toBe(200);
    const stages = (await call(api, owner, 'GET', `${E}/pipeline/${northJob}`)).json() as { applicants: { username: string; stage: string }[] };
    expect(Object.fromEntries(stages.applicants.map((entry) => [entry.username, entry.stage]))).toEqual({ [one]: 'reviewing', [two]: 'not_selected' });

    for (const away of [
      await move(manager, southJob, one, 'reviewing'),
      await bulk(manager, southJob, { action: 'decline', applicants: [one, two], template: 'decline' }),
      await bulk(manager, southJob, { action: 'move', applicants: [one], stage: 'interview' }),
    ]) {
      expect(away.statusCode, away.body).toBe(404);
      expect(away.body).toContain('among the postings your role covers');
    }
    const south = (await call(api, owner, 'GET', `${E}/pipeline/${southJob}`)).json() as { applicants: { stage: string }[] };
    expect(new Set(south.applicants.map((entry) => entry.stage))).toEqual(new Set(['new']));
  });
});
