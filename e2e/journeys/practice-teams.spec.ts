import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';

// Practice teams (ADR 116), three browsers: the owner invites a hiring manager limited to one
// office and an interviewer given one posting; each accepts from the emailed link with their own
// account and sees only what the role allows; removing the interviewer signs them out at once.

async function invitationPath(request: APIRequestContext, to: string): Promise<string> {
  let path: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await answer.json()) as { messages: Array<{ to: string; subject: string; text: string }> };
    path = messages
      .filter((message) => message.to === to && message.subject.startsWith('Join '))
      .map((message) => /\/team-invitation\/\S+/.exec(message.text)?.[0])[0];
    expect(path).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return path!;
}

async function accept(page: Page, path: string, practiceName: string) {
  await page.goto(path);
  await page.getByRole('button', { name: `Join ${practiceName}` }).click();
}

test('an owner invites a hiring manager and an interviewer; each sees only their part; removal signs out at once', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const practiceName = `Team Smiles ${suffix}`;
  const ownerEmail = `team-owner-${suffix}@example.com`;
  const password = 'team-owner-2026';
  const registered = await request.post('/api9/users/employers', {
    data: { email: ownerEmail, password, name: 'Olive Owner', practiceName, zip: '60614', phone: '(312) 555-0190' },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const headers = { authorization: registered.headers()['authorization'] };
  const base = `/api9/users/employers/${username}`;
  const office = async (name: string, address: string, zip: string) =>
    ((await (await request.post(`${base}/offices`, { headers, data: { name, address, zip } })).json()) as { id: number }).id;
  const north = await office('North Office', '2450 N Clark St', '60614');
  const south = await office('South Office', '4710 N Lincoln Ave', '60625');
  const draft = async (name: string, officeId: number) => {
    const data = {
      position: 'DH',
      name,
      description: '<p>Hygienist.</p>',
      type: 'PERM',
      officeId,
      payCode: 'HOUR_RANGE',
      salaryMin: 4500,
      salaryMax: 5500,
      specialties: ['GEN'],
    };
    const answer = await request.post(`${base}/jobs`, { headers, data });
    expect(answer.status()).toBe(201);
  };
  await draft(`North Hygienist ${suffix}`, north);
  await draft(`South Hygienist ${suffix}`, south);
  void south;

  const hiringManager = await registerSeeker(request, { name: 'Hana Manager', password: 'hana-manager-2026', readyToApply: false });
  const interviewer = await registerSeeker(request, { name: 'Ivan Interviewer', password: 'ivan-interviewer-2026', readyToApply: false });

  const ownerContext = await browser.newContext();
  const managerContext = await browser.newContext();
  const interviewerContext = await browser.newContext();
  try {
    // The owner invites both from the team screen.
    const owner = await ownerContext.newPage();
    await signIn(owner, ownerEmail, password);
    await owner.goto('/app/account-settings');
    await owner.getByRole('link', { name: 'Manage the team' }).click();
    await expect(owner.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    const invite = owner.getByRole('form', { name: 'Invite a person' });
    await invite.getByLabel('Email address').fill(hiringManager.email);
    await invite.getByLabel('Role', { exact: true }).selectOption('hiring_manager');
    await invite.getByLabel('North Office').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByTestId('team-invitation').filter({ hasText: hiringManager.email })).toContainText('Offices: North Office');
    await invite.getByLabel('Email address').fill(interviewer.email);
    await invite.getByLabel('Role', { exact: true }).selectOption('interviewer');
    await invite.getByLabel(`South Hygienist ${suffix}`).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByTestId('team-invitation').filter({ hasText: interviewer.email })).toContainText(`Postings: South Hygienist ${suffix}`);
    await owner.screenshot({ path: test.info().outputPath('team-screen.png'), fullPage: true });

    // The hiring manager accepts: the postings of their office only, no billing or settings.
    const manager = await managerContext.newPage();
    await dismissProfilePrompt(manager);
    await signIn(manager, hiringManager.email, 'hana-manager-2026');
    await accept(manager, await invitationPath(request, hiringManager.email), practiceName);
    await expect(manager).toHaveURL(/\/app\/post-job\/all$/);
    await expect(manager.getByText(`North Hygienist ${suffix}`).first()).toBeVisible();
    await expect(manager.getByText(`South Hygienist ${suffix}`)).toHaveCount(0);
    const managerNav = manager.getByRole('navigation').first();
    await expect(managerNav.getByRole('link', { name: 'Job Postings' })).toBeVisible();
    await expect(managerNav.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(managerNav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(managerNav.getByRole('link', { name: 'Resume Search' })).toHaveCount(0);

    // The interviewer accepts: interviews, no postings.
    const guest = await interviewerContext.newPage();
    await dismissProfilePrompt(guest);
    await signIn(guest, interviewer.email, 'ivan-interviewer-2026');
    await accept(guest, await invitationPath(request, interviewer.email), practiceName);
    await expect(guest).toHaveURL(/\/app\/interviews$/);
    const guestNav = guest.getByRole('navigation').first();
    await expect(guestNav.getByRole('link', { name: 'Interviews' })).toBeVisible();
    await expect(guestNav.getByRole('link', { name: 'Job Postings' })).toHaveCount(0);

    // The owner sees both members and removes the interviewer: their next page goes to sign-in.
    await owner.reload();
    await expect(owner.getByTestId('team-member')).toHaveCount(2);
    await owner.getByRole('button', { name: 'Remove Ivan Interviewer' }).click();
    await expect(owner.getByTestId('team-member')).toHaveCount(1);
    await guest.goto('/app/interviews');
    await expect(guest).toHaveURL(/\/dental-jobs\/login/);
    // The hiring manager goes on.
    await manager.reload();
    await expect(manager.getByText(`North Hygienist ${suffix}`).first()).toBeVisible();
  } finally {
    await ownerContext.close();
    await managerContext.close();
    await interviewerContext.close();
  }
});
