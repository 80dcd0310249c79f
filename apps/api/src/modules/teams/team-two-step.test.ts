import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@chairside/db/schema';
import { lastEmailTo, refreshCookie, signUpStaff, totpCode, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// A practice requiring two-step sign-in of its team (ADR 119).
const api = useTestApi();
const E = (practice: TestAccount) => `/api9/users/employers/${practice.username}`;
let seq = 0;

/** Sets up and confirms an authenticator app on the account; answers its secret. */
async function turnOnTotp(account: TestAccount) {
  const setup = await call(api, account, 'POST', `/api9/users/${account.username}/two-step/setup`, {});
  expect(setup.statusCode, setup.body).toBe(201);
  const secret = setup.json().secret as string;
  const confirmed = await call(api, account, 'POST', `/api9/users/${account.username}/two-step/confirm`, { code: totpCode(api, secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

/** A person invited as `role`, accepted, with a session acting for the practice. */
async function join(owner: TestAccount, role: 'owner' | 'admin' | 'billing') {
  const email = `two-step-member-${Date.now()}-${seq++}@example.com`;
  await call(api, owner, 'POST', `${E(owner)}/team/invitations`, { email, role });
  const token = decodeURIComponent(/\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1]);
  const person = await signUpStaff(api, { email });
  expect((await call(api, person, 'POST', `/api9/signed/team-invitation/${encodeURIComponent(token)}`)).statusCode).toBe(200);
  return { person, acting: await actFor(owner, person) };
}

async function actFor(owner: TestAccount, person: TestAccount): Promise<TestAccount> {
  const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
  expect(session.statusCode, session.body).toBe(201);
  return { ...owner, authorization: session.headers.authorization as string, cookie: refreshCookie(session.headers['set-cookie']) };
}

describe('a practice requiring two-step sign-in of its members (ADR 119)', () => {
  it('needs a second factor on the practice’s own sign-in and on the member turning it on', async () => {
    const owner = await signUpEmployer(api);
    const off = await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: true });
    expect(off.statusCode).toBe(403);
    expect(off.json().errors[0].code).toBe('SECOND_FACTOR_REQUIRED');
    const secret = await turnOnTotp(owner);
    const { acting: coOwner } = await join(owner, 'owner');
    const coOwnerTry = await call(api, coOwner, 'PUT', `${E(owner)}/team/two-step`, { required: true });
    expect(coOwnerTry.json().errors[0].code).toBe('SECOND_FACTOR_REQUIRED');
    const { acting: admin } = await join(owner, 'admin');
    expect((await call(api, admin, 'PUT', `${E(owner)}/team/two-step`, { required: true })).statusCode).toBe(403);
    const on = await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ twoStepRequired: true, membersEmailed: 2 });
    // While it lasts, the practice's own sign-in keeps its authenticator app.
    const drop = await call(api, owner, 'POST', `/api9/users/${owner.username}/two-step/off`, {
      currentPassword: owner.password,
      code: totpCode(api, secret, 1),
    });
    expect(drop.statusCode).toBe(403);
    expect((await call(api, owner, 'GET', `/api9/users/${owner.username}/two-step`)).json()).toMatchObject({ enabled: true, requiredForRole: true });
  });

  it('refuses practice routes to members without a second factor until they set one up', async () => {
    const owner = await signUpEmployer(api);
    await turnOnTotp(owner);
    const { person, acting } = await join(owner, 'admin');
    expect((await call(api, acting, 'GET', `${E(owner)}/jobs`)).statusCode).toBe(200);
    expect((await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: true })).statusCode).toBe(200);
    const team = (await call(api, owner, 'GET', `${E(owner)}/team`)).json();
    expect(team).toMatchObject({ twoStepRequired: true, members: [{ email: person.email, hasSecondFactor: false }] });

    // The session opened before: refused on practice routes with a code the web app acts on; the current user still answers.
    const refused = await call(api, acting, 'GET', `${E(owner)}/jobs`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'TEAM_TWO_STEP_REQUIRED' });
    expect((await call(api, acting, 'POST', `${E(owner)}/offices`, { name: 'West', address: '1 W Madison St', zip: '60602' })).statusCode).toBe(403);
    const current = await call(api, acting, 'GET', '/api9/users/current');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ teamRole: 'admin', teamTwoStepMissing: true });
    // A new session acting for the practice: refused.
    const again = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
    expect(again.statusCode).toBe(403);
    expect(again.json().errors[0].code).toBe('TEAM_TWO_STEP_REQUIRED');
    // Their own account still works: they set up an app there.
    await turnOnTotp(person);
    expect((await call(api, acting, 'GET', `${E(owner)}/jobs`)).statusCode).toBe(200);
    expect((await call(api, acting, 'GET', '/api9/users/current')).json().teamTwoStepMissing).toBeUndefined();
    const fresh = await actFor(owner, person);
    expect((await call(api, fresh, 'GET', `${E(owner)}/jobs`)).statusCode).toBe(200);
    expect((await call(api, owner, 'GET', `${E(owner)}/team`)).json().members[0].hasSecondFactor).toBe(true);
  });

  it('lets members without a second factor back in once the owner stops requiring it', async () => {
    const owner = await signUpEmployer(api);
    await turnOnTotp(owner);
    const { acting } = await join(owner, 'billing');
    await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: true });
    expect((await call(api, acting, 'GET', `${E(owner)}/payment/receipts`)).statusCode).toBe(403);
    expect((await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: false })).json()).toEqual({ twoStepRequired: false, membersEmailed: 0 });
    expect((await call(api, acting, 'GET', `${E(owner)}/payment/receipts`)).statusCode).toBe(200);
  });

  it('emails each member without a second factor once, when the requirement is turned on', async () => {
    const owner = await signUpEmployer(api);
    await turnOnTotp(owner);
    const { person: without } = await join(owner, 'admin');
    const { person: withApp } = await join(owner, 'billing');
    await turnOnTotp(withApp);
    const subject = 'Bright Smiles Dental now requires two-step sign-in';
    const on = await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: true });
    expect(on.json()).toEqual({ twoStepRequired: true, membersEmailed: 1 });
    const text = await lastEmailTo(api, without.email, subject);
    expect(text).toContain('/app/account-settings#settings-two-step');
    expect(text).toContain('Hello Raé Núñez');
    expect(await lastEmailTo(api, withApp.email, subject)).toBeNull();
    expect(await lastEmailTo(api, owner.email, subject)).toBeNull();
    // Saving it on again sends nothing more.
    expect((await call(api, owner, 'PUT', `${E(owner)}/team/two-step`, { required: true })).json()).toEqual({ twoStepRequired: true, membersEmailed: 0 });
    const sent = await api.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, without.email), eq(outboxMessages.subject, subject)));
    expect(sent).toHaveLength(1);
  });
});
