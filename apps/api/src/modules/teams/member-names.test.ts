import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();
/** A day `days` from now, YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('who did what: interviews and feedback name the member (ADR 127)', () => {
  it('an interview a hiring manager proposes, and feedback they send, show their name with the practice’s, to both sides', async () => {
    const owner = await signUpEmployer(api);
    const E = `/api9/users/employers/${owner.username}`;
    const job = await liveJob(api, owner, { name: 'Hygienist' });
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const applied = await apply(api, seeker, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().applicationId as number;

    const email = `manager-${Date.now()}@example.com`;
    await call(api, owner, 'POST', `${E}/team/invitations`, { email, role: 'hiring_manager' });
    const token = /\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1];
    const person = await signUpStaff(api, { email });
    await api.database.db.execute(sql`update users set name = 'Dana Whitfield' where username = ${person.username}`);
    await call(api, person, 'POST', `/api9/signed/team-invitation/${token}`);
    const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
    const manager: TestAccount = { ...owner, authorization: session.headers.authorization as string };

    const proposed = await call(api, manager, 'POST', `${E}/interviews`, {
      applicationId,
      type: 'PHONE',
      interviewDate: `${dayAhead(20)}T10:00:00`,
      durationMinutes: 30,
      location: '(312) 555-0100',
      notes: null,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ proposedBy: 'Dana Whitfield', practice: { name: 'Bright Smiles Dental' } });
    const seen = (await call(api, seeker, 'GET', `/api9/users/${seeker.username}/interviews`)).json();
    expect(seen).toMatchObject([{ proposedBy: 'Dana Whitfield', practice: { name: 'Bright Smiles Dental' } }]);
    expect((await call(api, owner, 'GET', `${E.replace('/employers', '')}/interviews`)).json()).toMatchObject([{ proposedBy: 'Dana Whitfield' }]);
    // The practice's own sign-in changes it: no member named any more.
    const changed = await call(api, owner, 'PUT', `${E}/interviews/${proposed.json().id}`, {
      type: 'PHONE',
      interviewDate: `${dayAhead(21)}T10:00:00`,
      durationMinutes: 30,
      location: '(312) 555-0100',
      notes: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().proposedBy).toBeNull();

    const feedback = await call(api, manager, 'PUT', `${E}/applications/${job.id}/${seeker.username}/feedback`, { reasons: ['Great Resume'], message: null });
    expect(feedback.statusCode, feedback.body).toBe(200);
    expect(feedback.json().feedback).toMatchObject({ reasons: ['Great Resume'], by: 'Dana Whitfield' });
    const mine = (await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/applications`)).json();
    expect(mine[0].feedback).toMatchObject({ by: 'Dana Whitfield' });
    expect(await lastEmailTo(api, seeker.email, 'Feedback on your application to Hygienist')).toContain(
      'Dana Whitfield, Bright Smiles Dental sent you feedback',
    );
    const onApplicant = (await call(api, owner, 'GET', `${E}/applications/${job.id}/${seeker.username}`)).json();
    expect(onApplicant.feedback).toMatchObject({ by: 'Dana Whitfield' });
  }, 60_000);
});
