import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@chairside/domain/teams';
import { lastEmailTo, refreshCookie, signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { createDraft, postingBody } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();
const E = (practice: TestAccount) => `/api9/users/employers/${practice.username}`;
let seq = 0;

async function practiceWithTwoOffices() {
  const owner = await signUpEmployer(api);
  const north = (await call(api, owner, 'POST', `${E(owner)}/offices`, { name: 'North', address: '2450 N Clark St', zip: '60614' })).json();
  const south = (await call(api, owner, 'POST', `${E(owner)}/offices`, { name: 'South', address: '4710 N Lincoln Ave', zip: '60625' })).json();
  const northJob = await createDraft(api, owner, postingBody({ officeId: north.id, zip: undefined, address: undefined }));
  const southJob = await createDraft(api, owner, postingBody({ officeId: south.id, zip: undefined, address: undefined }));
  return { owner, north: north.id as number, south: south.id as number, northJob: northJob.id as number, southJob: southJob.id as number };
}

/** Invites a new address, signs it up as a person, accepts, and opens a session acting for the practice. */
async function join(owner: TestAccount, role: TeamRole, scope: { officeIds?: number[]; jobIds?: number[] } = {}) {
  const email = `member-${Date.now()}-${seq++}@example.com`;
  const invited = await call(api, owner, 'POST', `${E(owner)}/team/invitations`, { email, role, ...scope });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside');
  const token = decodeURIComponent(/\/team-invitation\/(\S+)/.exec(mail ?? '')![1]);
  const person = await signUpStaff(api, { email });
  const preview = await call(api, null, 'GET', `/api9/signed/team-invitation/${encodeURIComponent(token)}`);
  expect(preview.json()).toMatchObject({ practiceName: 'Bright Smiles Dental', role, email });
  const accepted = await call(api, person, 'POST', `/api9/signed/team-invitation/${encodeURIComponent(token)}`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
  expect(session.statusCode, session.body).toBe(201);
  expect(session.json()).toMatchObject({ username: owner.username, teamRole: role, actor: person.username });
  const acting: TestAccount = { ...owner, authorization: session.headers.authorization as string, cookie: refreshCookie(session.headers['set-cookie']) };
  return { person, acting, token };
}

describe('practice teams (ADR 116)', () => {
  it('invites by a signed link accepted once, by the invited address only', async () => {
    const { owner } = await practiceWithTwoOffices();
    const email = `invitee-${Date.now()}@example.com`;
    await call(api, owner, 'POST', `${E(owner)}/team/invitations`, { email, role: 'admin' });
    const token = decodeURIComponent(/\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1]);
    const stranger = await signUpStaff(api);
    const wrong = await call(api, stranger, 'POST', `/api9/signed/team-invitation/${encodeURIComponent(token)}`);
    expect(wrong.statusCode).toBe(403);
    const invitee = await signUpStaff(api, { email });
    expect((await call(api, invitee, 'POST', `/api9/signed/team-invitation/${encodeURIComponent(token)}`)).statusCode).toBe(200);
    expect((await call(api, invitee, 'POST', `/api9/signed/team-invitation/${encodeURIComponent(token)}`)).statusCode).toBe(409);
    expect((await call(api, invitee, 'GET', '/api9/users/me/teams')).json()).toEqual([
      { practiceUsername: owner.username, practiceName: 'Bright Smiles Dental', role: 'admin' },
    ]);
    const team = (await call(api, owner, 'GET', `${E(owner)}/team`)).json();
    expect(team.members.map((m: { email: string }) => m.email)).toEqual([email]);
    expect(team.invitations).toEqual([]);
    // Another practice's offices are refused, naming the field.
    const other = await signUpEmployer(api);
    const bad = await call(api, other, 'POST', `${E(other)}/team/invitations`, {
      email: 'x@example.com',
      role: 'hiring_manager',
      officeIds: [team.members[0].id + 999_999],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('officeIds');
  });

  it('limits a hiring manager to their offices, in lists and single reads', async () => {
    const { owner, north, south, northJob, southJob } = await practiceWithTwoOffices();
    const { acting } = await join(owner, 'hiring_manager', { officeIds: [north] });
    const listed = (await call(api, acting, 'GET', `${E(owner)}/jobs`)).json();
    expect(listed.map((job: { id: number }) => job.id)).toEqual([northJob]);
    expect((await call(api, acting, 'GET', `/api9/users/${owner.username}/jobs/${northJob}`)).statusCode).toBe(200);
    expect((await call(api, acting, 'GET', `/api9/users/${owner.username}/jobs/${southJob}`)).statusCode).toBe(404);
    expect((await call(api, acting, 'GET', `${E(owner)}/applications/${southJob}`)).statusCode).toBe(404);
    const inSouth = await call(api, acting, 'POST', `${E(owner)}/jobs`, postingBody({ officeId: south, zip: undefined, address: undefined }));
    expect(inSouth.statusCode).toBe(403);
    const inNorth = await call(api, acting, 'POST', `${E(owner)}/jobs`, postingBody({ officeId: north, zip: undefined, address: undefined }));
    expect(inNorth.statusCode, inNorth.body).toBe(201);
    // Not the team, billing or the practice's settings.
    expect((await call(api, acting, 'GET', `${E(owner)}/team`)).statusCode).toBe(403);
    expect((await call(api, acting, 'GET', `${E(owner)}/payment/receipts`)).statusCode).toBe(403);
    expect((await call(api, acting, 'GET', `${E(owner)}/api-keys`)).statusCode).toBe(403);
    // Their change is in the practice's audit log, under their name, for the owner to read.
    const log = (await call(api, owner, 'GET', `${E(owner)}/audit-log`)).json();
    expect(log[0]).toMatchObject({ method: 'POST', path: `${E(owner)}/jobs`, status: 201 });
    expect(log[0].actor).not.toBe(owner.username);
  });

  it('gives each role what it covers and nothing more', async () => {
    const { owner, northJob, southJob } = await practiceWithTwoOffices();
    const interviewer = (await join(owner, 'interviewer', { jobIds: [southJob] })).acting;
    expect((await call(api, interviewer, 'GET', `${E(owner)}/applications/${southJob}`)).statusCode).toBe(200);
    expect((await call(api, interviewer, 'GET', `${E(owner)}/applications/${northJob}`)).statusCode).toBe(404);
    expect((await call(api, interviewer, 'GET', `${E(owner)}/catalog`)).statusCode).toBe(403);
    expect((await call(api, interviewer, 'POST', `${E(owner)}/jobs`, postingBody())).statusCode).toBe(403);
    expect((await call(api, interviewer, 'GET', `/api9/employers/${owner.username}/resumes/search/DH/60614`)).statusCode).toBe(403);
    const billing = (await join(owner, 'billing')).acting;
    expect((await call(api, billing, 'GET', `${E(owner)}/payment/receipts`)).statusCode).toBe(200);
    expect((await call(api, billing, 'GET', `${E(owner)}/jobs`)).statusCode).toBe(403);
    const admin = (await join(owner, 'admin')).acting;
    expect((await call(api, admin, 'GET', `${E(owner)}/audit-log`)).statusCode).toBe(200);
    expect((await call(api, admin, 'GET', `${E(owner)}/api-keys`)).statusCode).toBe(200);
    expect((await call(api, admin, 'GET', `${E(owner)}/team`)).statusCode).toBe(403);
    const coOwner = (await join(owner, 'owner')).acting;
    expect((await call(api, coOwner, 'GET', `${E(owner)}/team`)).statusCode).toBe(200);
    // A member acts for their practice only.
    const other = await signUpEmployer(api);
    expect((await call(api, admin, 'GET', `${E(other)}/jobs`)).statusCode).toBe(404);
  });

  it('ends a removed member’s sessions at once, and a role change takes effect on the next request', async () => {
    const { owner, southJob } = await practiceWithTwoOffices();
    const { acting } = await join(owner, 'hiring_manager');
    expect((await call(api, acting, 'GET', `${E(owner)}/jobs`)).statusCode).toBe(200);
    const team = (await call(api, owner, 'GET', `${E(owner)}/team`)).json();
    const memberId = team.members[0].id;
    const changed = await call(api, owner, 'PUT', `${E(owner)}/team/members/${memberId}`, { role: 'interviewer', jobIds: [southJob] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(api, acting, 'POST', `${E(owner)}/jobs`, postingBody())).statusCode).toBe(403);
    expect((await call(api, owner, 'DELETE', `${E(owner)}/team/members/${memberId}`)).statusCode).toBe(204);
    expect((await call(api, acting, 'GET', '/api9/users/current')).statusCode).toBe(401);
    const refreshed = await api.app.inject({ method: 'POST', url: `/api9/auth/${owner.username}/token`, headers: { cookie: acting.cookie } });
    expect(refreshed.statusCode).toBe(401);
    // The practice's own session goes on.
    expect((await call(api, owner, 'GET', '/api9/users/current')).statusCode).toBe(200);
  });

  it('shows the member’s name with the practice’s on the messages they send', async () => {
    const owner = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const job = await liveJob(api, owner, { name: 'Front Desk Lead' });
    expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
    const { acting, person } = await join(owner, 'hiring_manager');
    const started = await call(api, acting, 'POST', '/api9/conversations', { username: seeker.username, jobId: job.id, message: 'Hi, this is Hana.' });
    expect(started.statusCode, started.body).toBe(201);
    const thread = (await call(api, seeker, 'GET', `/api9/conversations/${started.json().id}/messages`)).json();
    const sent = (thread.messages ?? thread)[0];
    expect(sent).toMatchObject({ sender: owner.username, sentByMember: expect.any(String) });
    const [named] = await api.database.db
      .execute<{ name: string }>(sql`select name from users where username = ${person.username}`)
      .then((result) => result.rows);
    expect(sent.sentByMember).toBe(named.name);
  });
});
