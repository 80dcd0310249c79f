import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerSeeker, signIn } from '../support/steps';
import { tokenOf } from '../support/temp-shifts';

// Groups of practices (ADR 120): an organisation adds three locations on its locations screen,
// buys one subscription, publishes into two of them after switching there from the header, and its
// report across locations shows postings and applicants per location.

const posting = (name: string) => ({
  position: 'DH',
  name,
  description: '<p>Hygienist.</p>',
  type: 'PERM',
  zip: '60614',
  address: '2450 N Clark St',
  payCode: 'HOUR_RANGE',
  salaryMin: 4500,
  salaryMax: 5500,
  specialties: ['GEN'],
});

/** Acts for a location as the organisation (the switcher's call) and publishes a posting there into the first free slot. */
async function publishIn(request: APIRequestContext, authorization: string, location: string, name: string): Promise<number> {
  const session = await request.post(`/api9/users/me/teams/${location}/session`, { headers: { authorization } });
  expect(session.status()).toBe(201);
  const headers = { authorization: session.headers()['authorization'] };
  const draft = await request.post(`/api9/users/employers/${location}/jobs`, { headers, data: posting(name) });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: number };
  const published = await request.put(`/api9/jobs/${id}/publish`, { headers });
  expect(published.status()).toBe(200);
  return id;
}

test('an organisation with three locations buys one subscription, publishes into two and reads its report', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const email = `group-${suffix}@example.com`;
  const password = 'group-owner-2026';
  const organisation = `Lakeshore Dental Group ${suffix}`;
  const registered = await request.post('/api9/users/employers', {
    data: { email, password, name: 'Grace Group', practiceName: organisation, zip: '60614', phone: '(312) 555-0191' },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  let authorization = registered.headers()['authorization']!;
  const bought = await request.post(`/api9/users/employers/${username}/subscriptions`, {
    headers: { authorization },
    data: { nonce: `sandbox-approved-${randomUUID()}`, product: 'JOBSUB', zip: '60614', position: 'DH', quantity: 2 },
  });
  expect(bought.status()).toBe(201);

  await signIn(page, email, password);
  await page.goto('/app/account-settings/locations');
  const form = page.getByRole('form', { name: 'Add a location' });
  for (const [name, shares] of [
    [`Lakeview ${suffix}`, true],
    [`Wicker Park ${suffix}`, true],
    [`Hyde Park ${suffix}`, false],
  ] as const) {
    await form.getByLabel('Practice name').fill(name);
    await form.getByLabel("Office manager's name").fill('Morgan Lee');
    await form.getByLabel("Office manager's email").fill(`${name.replace(/\W+/g, '-').toLowerCase()}@example.com`);
    await form.getByLabel('Phone').fill('(312) 555-0192');
    await form.getByLabel('ZIP code').fill('60614');
    const share = form.getByLabel("Use the organization's subscriptions and credits");
    if ((await share.isChecked()) !== shares) await share.click();
    await form.getByRole('button', { name: 'Add location' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByTestId('location-row')).toHaveCount(4);

  // The header's switcher acts for a location, and back.
  const switcher = page.getByRole('combobox', { name: 'Location' });
  await switcher.selectOption({ label: `Lakeview ${suffix}` });
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(switcher.locator('option:checked')).toHaveText(`Lakeview ${suffix}`);

  // Access tokens last seconds in the journeys: a fresh one for the API steps.
  ({ authorization } = await tokenOf(request, email, password));
  const listed = await request.get(`/api9/users/employers/${username}/locations`, { headers: { authorization } });
  expect(listed.status(), await listed.text()).toBe(200);
  const locations = (await listed.json()) as Array<{
    username: string;
    practiceName: string;
  }>;
  const usernameOf = (name: string) => locations.find((location) => location.practiceName === name)!.username;
  const lakeviewJob = await publishIn(request, authorization, usernameOf(`Lakeview ${suffix}`), `Lakeview Hygienist ${suffix}`);
  await publishIn(request, authorization, usernameOf(`Wicker Park ${suffix}`), `Wicker Park Hygienist ${suffix}`);
  const seeker = await registerSeeker(request, { name: 'Riley Applicant', password: 'riley-applies-2026', position: 'DH', zip: '60614' });
  const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: lakeviewJob, message: null },
  });
  expect(applied.status()).toBe(201);

  await switcher.selectOption({ label: organisation });
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app/account-settings/locations');
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) }).getByRole('cell');
  await expect(row(`Lakeview ${suffix}`).nth(0)).toHaveText('1');
  await expect(row(`Lakeview ${suffix}`).nth(2)).toHaveText('1');
  await expect(row(`Wicker Park ${suffix}`).nth(0)).toHaveText('1');
  await expect(row(`Wicker Park ${suffix}`).nth(2)).toHaveText('0');
  await expect(row(`Hyde Park ${suffix}`).nth(0)).toHaveText('0');
});

/** The path of the newest emailed link to link a practice as a location. */
async function locationLinkPath(request: APIRequestContext, to: string): Promise<string> {
  let path: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await answer.json()) as { messages: Array<{ to: string; text: string }> };
    path = messages.filter((message) => message.to === to).map((message) => /\/location-link\/\S+/.exec(message.text)?.[0])[0];
    expect(path).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return path!;
}

// ADR 127: an existing practice becomes a location when both owners agree; the report takes a period and downloads as CSV.
test('an organisation links an existing practice its owner accepts, then reads the report for a period and downloads it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const register = async (practiceName: string, email: string) => {
    const answer = await request.post('/api9/users/employers', {
      data: { email, password: 'linked-owner-2026', name: 'Grace Group', practiceName, zip: '60614', phone: '(312) 555-0191' },
    });
    expect(answer.status()).toBe(201);
    return { ...((await answer.json()) as { username: string }), authorization: answer.headers()['authorization']! };
  };
  const organisation = `Lakeshore Dental Group ${suffix}`;
  const existing = `Old Town Smiles ${suffix}`;
  const organisationEmail = `linking-group-${suffix}@example.com`;
  const existingEmail = `old-town-${suffix}@example.com`;
  await register(organisation, organisationEmail);
  const practice = await register(existing, existingEmail);
  const draft = await request.post(`/api9/users/employers/${practice.username}/jobs`, {
    headers: { authorization: practice.authorization },
    data: posting(`Old Town Hygienist ${suffix}`),
  });
  expect(draft.status()).toBe(201);
  const bought = await request.post(`/api9/users/employers/${practice.username}/subscriptions`, {
    headers: { authorization: practice.authorization },
    data: { nonce: `sandbox-approved-${randomUUID()}`, product: 'JOBSUB', zip: '60614', position: 'DH', quantity: 1 },
  });
  expect(bought.status()).toBe(201);
  const published = await request.put(`/api9/jobs/${((await draft.json()) as { id: number }).id}/publish`, {
    headers: { authorization: practice.authorization },
  });
  expect(published.status()).toBe(200);

  const groupContext = await browser.newContext({ acceptDownloads: true });
  const practiceContext = await browser.newContext();
  try {
    const group = await groupContext.newPage();
    await signIn(group, organisationEmail, 'linked-owner-2026');
    await group.goto('/app/account-settings/locations');
    const form = group.getByRole('form', { name: 'Link an existing practice' });
    await form.getByLabel("The practice's sign-in email").fill(existingEmail);
    await form.getByLabel("Use the organization's subscriptions and credits").uncheck();
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect(group.getByText('Request sent.')).toBeVisible();
    await expect(group.getByTestId('location-row')).toHaveCount(1);

    // The existing practice's owner opens the emailed link, signed in, and accepts.
    const owner = await practiceContext.newPage();
    await signIn(owner, existingEmail, 'linked-owner-2026');
    await owner.goto(await locationLinkPath(request, existingEmail));
    await expect(owner.getByText(`${existing} would keep its own subscriptions and credits.`, { exact: false })).toBeVisible();
    await owner.getByRole('button', { name: `Join ${organisation}` }).click();
    await expect(owner).toHaveURL(/\/app\/account-settings\/locations$/);
    await expect(owner.getByTestId('location-row')).toHaveCount(2);

    await group.reload();
    await expect(group.getByTestId('location-row')).toHaveCount(2);
    const row = group.getByRole('row', { name: new RegExp(existing) });
    await expect(row.getByLabel('Shared billing')).not.toBeChecked();
    await expect(row.getByRole('cell').nth(0)).toHaveText('1');

    // A period: published postings count inside it only.
    const period = group.getByRole('form', { name: 'Report period' });
    await period.getByLabel('From').fill('2099-01-01');
    await period.getByRole('button', { name: 'Show period' }).click();
    await expect(row.getByRole('cell').nth(0)).toHaveText('0');
    const downloading = group.waitForEvent('download');
    await period.getByRole('button', { name: 'Download report (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^locations-report-2099-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await (await download.createReadStream()).toArray()).join('');
    expect(text).toContain('"Practice","Organization","Shares billing"');
    expect(text).toContain(`"${existing}","No","No","0"`);
  } finally {
    await groupContext.close();
    await practiceContext.close();
  }
});
