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
