import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dismissProfilePrompt, fillSignIn, registerSeeker, signIn } from '../support/steps';
import { signInWithCode, totpCode, turnOnTwoStep } from '../support/two-step';

// A practice requiring two-step sign-in of its team (ADR 119): the owner turns it on from the team
// screen; a member acting for the practice without a second factor is stopped at once and sent to
// set one up on their own account, then acts for the practice again.

test('an owner requires two-step sign-in; a member without it sets it up before reaching the practice', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const practiceName = `Secure Smiles ${suffix}`;
  const ownerEmail = `two-step-owner-${suffix}@example.com`;
  const password = 'secure-owner-2026';
  const registered = await request.post('/api9/users/employers', {
    data: { email: ownerEmail, password, name: 'Orla Owner', practiceName, zip: '60614', phone: '(312) 555-0191' },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const { secret: ownerKey } = await turnOnTwoStep(request, ownerEmail, password);

  // A member joins through the API (invitation, acceptance with their own account).
  const member = await registerSeeker(request, { name: 'Mina Member', password: 'mina-member-2026', readyToApply: false });
  // The registration's session (from before two-step sign-in was turned on) still serves the API calls.
  const ownerHeaders = { authorization: registered.headers()['authorization'] };
  expect(
    (
      await request.post(`/api9/users/employers/${username}/team/invitations`, { headers: ownerHeaders, data: { email: member.email, role: 'admin' } })
    ).status(),
  ).toBe(201);
  let path: string | undefined;
  await expect(async () => {
    const { messages } = (await (await request.get(`/api9/dev/outbox?to=${encodeURIComponent(member.email)}`)).json()) as {
      messages: Array<{ subject: string; text: string }>;
    };
    path = messages.filter((m) => m.subject.startsWith('Join ')).map((m) => /\/team-invitation\/(\S+)/.exec(m.text)?.[1])[0];
    expect(path).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const memberLogin = await request.post('/api9/auth/login', { data: { username: member.email, password: 'mina-member-2026' } });
  const accepted = await request.post(`/api9/signed/team-invitation/${path!}`, { headers: { authorization: memberLogin.headers()['authorization'] } });
  expect(accepted.status()).toBe(200);

  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    // The member acts for the practice: the dashboard opens.
    const guest = await memberContext.newPage();
    await dismissProfilePrompt(guest);
    await signIn(guest, member.email, 'mina-member-2026');
    await guest.goto('/app/account-settings');
    await guest.getByRole('button', { name: `Act for ${practiceName}` }).click();
    await expect(guest).toHaveURL(/\/app\/dashboard$/);

    // The owner requires two-step sign-in of every member.
    const owner = await ownerContext.newPage();
    await signInWithCode(owner, ownerEmail, password, ownerKey);
    await owner.goto('/app/account-settings/team');
    const form = owner.getByRole('form', { name: 'Two-step sign-in for the team' });
    await form.getByLabel('Require two-step sign-in for all members').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Two-step sign-in is now required of every member.')).toBeVisible();
    await expect(owner.getByText('We emailed the member without it how to set it up.')).toBeVisible();
    // The member is told by email where to set it up.
    await expect(async () => {
      const { messages } = (await (await request.get(`/api9/dev/outbox?to=${encodeURIComponent(member.email)}`)).json()) as {
        messages: Array<{ subject: string; text: string }>;
      };
      const notice = messages.find((m) => m.subject === `${practiceName} now requires two-step sign-in`);
      expect(notice?.text).toContain('/app/account-settings#settings-two-step');
    }).toPass({ timeout: 15_000 });
    await expect(owner.getByTestId('team-two-step-missing')).toContainText('Mina Member');

    // The member's next page: the practice is closed to them until they set it up.
    await guest.goto('/app/post-job/all');
    const notice = guest.getByTestId('team-two-step-required');
    await expect(notice).toContainText(`${practiceName} requires two-step sign-in`);
    await notice.getByRole('link', { name: 'Sign In to Set It Up' }).click();
    await expect(guest).toHaveURL(/\/dental-jobs\/login\/\?fromPath=/);
    await fillSignIn(guest, member.email, 'mina-member-2026');
    // Signed in as themselves, back on the settings where two-step sign-in is set up.
    await expect(guest).toHaveURL(/\/app\/account-settings#settings-two-step$/);
    await expect(guest.getByRole('button', { name: 'Set Up Two-Step Sign-In' })).toBeVisible();
    // Acting for the practice without it is refused, with the way to set it up.
    await guest.getByRole('button', { name: `Act for ${practiceName}` }).click();
    await expect(guest.getByRole('alert').filter({ hasText: 'requires two-step sign-in' })).toBeVisible();
    await guest.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
    const key = (await guest.getByTestId('totp-key').innerText()).replace(/\s/g, '');
    const confirm = guest.getByRole('form', { name: 'Confirm your authenticator app' });
    await confirm.getByLabel('Code from the app').fill(totpCode(key));
    await confirm.getByRole('button', { name: 'Turn On' }).click();
    await expect(guest.getByText(/recovery codes/i).first()).toBeVisible();
    await guest.getByRole('button', { name: `Act for ${practiceName}` }).click();
    await expect(guest).toHaveURL(/\/app\/dashboard$/);
    await guest.goto('/app/post-job/all');
    await expect(guest.getByTestId('team-two-step-required')).toHaveCount(0);

    await owner.reload();
    await expect(owner.getByTestId('team-two-step-missing')).toHaveText('Every member has two-step sign-in.');
  } finally {
    await ownerContext.close();
    await memberContext.close();
  }
});
