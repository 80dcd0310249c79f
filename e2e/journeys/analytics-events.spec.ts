import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { APPROVED_CARD, payWithCard, publishHygienistPosting, registerSeeker, signIn, formReady } from '../support/steps';
import { signInDemoAdminByApi } from '../support/two-step';

// Every analytics event of the spec, sent where the spec says, as it reaches the page's dataLayer
// (GA4's shape) and the first-party intake (POST /api9/events, then the admin report): a practice
// buying a posting from the promotion widget, publishing and closing it, signing out and a new
// practice signing up; a job seeker signing in, answering the profile prompt and the profile
// settings, viewing a job and applying; a visitor sending a lead form and the newsletter sign-up,
// opening the emailed download, with web vitals settled after the spec's 3000 ms.

const suffix = () => randomBytes(3).toString('hex');

type Entry = { event?: string; ecommerce?: Record<string, unknown> | null } & Record<string, unknown>;
type Batch = { role?: string; page?: string; events: { name: string; params: Record<string, unknown> }[] };
type Recorder = { layer: Entry[]; times: number[]; intake: Batch[] };

/**
 * Records, across every page the test opens, each entry pushed onto window.dataLayer and each
 * batch the page sends to the intake (fetch or beacon).
 */
async function record(page: Page): Promise<Recorder> {
  const recorder: Recorder = { layer: [], times: [], intake: [] };
  await page.exposeFunction('recordDataLayer', (entry: Entry) => {
    recorder.layer.push(entry);
    recorder.times.push(Date.now());
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    const recordEntry = (window as unknown as { recordDataLayer: (entry: unknown) => void }).recordDataLayer;
    layer.push = (...items: unknown[]) => {
      for (const item of items) recordEntry(JSON.parse(JSON.stringify(item)));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api9/events')
      recorder.intake.push(JSON.parse(request.postData() ?? '{}') as Batch);
  });
  return recorder;
}

const layerEvent = (recorder: Recorder, name: string) => recorder.layer.find((entry) => entry.event === name);
const layerNames = (recorder: Recorder) => recorder.layer.map((entry) => entry.event).filter(Boolean);
const intakeEvents = (recorder: Recorder, name: string) =>
  recorder.intake.flatMap((batch) => batch.events.filter((event) => event.name === name).map((event) => ({ ...event, role: batch.role, page: batch.page })));

/** Waits until the intake received each event (the page sends every 4 s, and on hide). */
async function expectAtIntake(recorder: Recorder, names: string[]) {
  await expect.poll(() => names.filter((name) => intakeEvents(recorder, name).length === 0), { timeout: 20_000 }).toEqual([]);
}

/** The events the first-party intake stored today, by name (the admin analytics report). */
async function storedCounts(request: APIRequestContext, authorization: string): Promise<Map<string, number>> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const report = await request.get(`/api9/admin/analytics?from=${day(-1)}&to=${day(1)}`, { headers: { authorization } });
  const { perDay } = (await report.json()) as { perDay: { name: string; count: number }[] };
  const counts = new Map<string, number>();
  for (const row of perDay) counts.set(row.name, (counts.get(row.name) ?? 0) + row.count);
  return counts;
}
async function expectStored(request: APIRequestContext, names: string[]) {
  // One sign-in (password and a code); each look renews the access token, which lives 6 seconds on
  // the journeys' server, with the refresh cookie.
  const { username } = (await (await signInDemoAdminByApi(request)).json()) as { username: string };
  await expect
    .poll(
      async () => {
        const renewed = await request.post(`/api9/auth/${username}/token`);
        const counts = await storedCounts(request, renewed.headers()['authorization']);
        return names.filter((name) => !(counts.get(name) ?? 0));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}

test('a practice: promotion, the purchase funnel with its account step, publishing, closing, signing out, and a sign-up', async ({ page, request }) => {
  test.setTimeout(180_000);
  const recorder = await record(page);

  // The promotion widget's offer leads to the products with its code.
  await page.goto('/corporate-recruiting/');
  const card = page.getByRole('region', { name: 'A premium posting for $99' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Post a job for $99' }).click();
  await expect(page).toHaveURL(/\/dental-hiring-products\/$/);
  await page.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
  await page.getByRole('button', { name: /^More: How many/ }).click();
  await expect(page.getByRole('spinbutton', { name: /^How many/ })).toHaveValue('2');
  await page.getByRole('button', { name: /^Fewer: How many/ }).click();
  await expect(page.getByRole('spinbutton', { name: /^How many/ })).toHaveValue('1');
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();

  // The account step.
  await expect(page).toHaveURL(/\/dental-hiring-products\/account-setup$/);
  expect(layerEvent(recorder, 'add_shipping_info')).toBeUndefined();
  const form = page.getByRole('form', { name: 'Create your employer account' });
  await form.getByLabel('Your name').fill('Quinn Harper');
  await form.getByLabel('Practice name').fill(`Analytics Dental ${suffix()}`);
  await form.getByLabel('Email').fill(uniqueEmail('analytics-buyer'));
  await form.getByLabel('Password').fill('analytics-journey-2026');
  await form.getByLabel('ZIP code').fill('60614');
  await form.getByLabel('Phone').fill('(312) 555-0144');
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/dental-hiring-products\/payment$/);
  expect(layerEvent(recorder, 'add_shipping_info')?.ecommerce).toMatchObject({
    currency: 'USD',
    shipping_tier: 'new_account',
    items: [{ item_id: 'JOB', quantity: 1, item_list_name: 'Purchase Form' }],
  });
  await page.getByLabel('Hiring for').selectOption('DH');
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order');

  // The purchase funnel's steps in order, each in GA4's ecommerce shape (cleared before each).
  const steps = ['select_promotion', 'view_item', 'add_shipping_info', 'begin_checkout', 'add_payment_info', 'purchase'];
  // The purchase event may reach the data layer a moment after the confirmation shows.
  await expect.poll(() => layerNames(recorder).filter((name) => steps.includes(name as string))).toEqual(steps);
  const funnel = [...steps, 'add_to_cart', 'remove_from_cart'];
  for (const [at, entry] of recorder.layer.entries())
    if (funnel.includes(entry.event as string)) expect(recorder.layer[at - 1], entry.event).toEqual({ ecommerce: null });
  // The quantity's More and Fewer add and remove one premium posting (the cart starts on it).
  const cartChanges = recorder.layer.filter((entry) => entry.event === 'add_to_cart' || entry.event === 'remove_from_cart');
  expect(cartChanges.slice(-2)).toEqual([
    { event: 'add_to_cart', ecommerce: { currency: 'USD', items: [{ item_id: 'JOB', quantity: 1, item_list_name: 'Purchase Form' }] } },
    { event: 'remove_from_cart', ecommerce: { currency: 'USD', items: [{ item_id: 'JOB', quantity: 1, item_list_name: 'Purchase Form' }] } },
  ]);
  expect(layerEvent(recorder, 'add_payment_info')?.ecommerce).toMatchObject({ payment_type: 'card', currency: 'USD' });
  expect(layerEvent(recorder, 'purchase')?.ecommerce).toMatchObject({ transaction_id: orderId, currency: 'USD' });
  expect(layerEvent(recorder, 'select_promotion')?.ecommerce).toMatchObject({ creative_slot: 'promotion_widget' });

  // Posting into the new slot, then closing the posting.
  await page.getByRole('link', { name: 'Post your job' }).click();
  await page.getByLabel('Position', { exact: true }).selectOption('DH');
  await page.getByLabel('Job title').fill(`Analytics Hygienist ${suffix()}`);
  await page.getByLabel('Street address').fill('2200 N Halsted St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('60614');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Hygiene for a friendly family practice, four days a week.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your posting is live.')).toBeVisible();
  const jobId = Number(/summary\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Close posting' }).click();
  await page.getByRole('dialog', { name: 'Close this posting?' }).getByRole('button', { name: 'Close posting' }).click();
  await expect(page.getByText('The posting is closed.')).toBeVisible();
  expect(layerEvent(recorder, 'publish_posting')).toEqual({ event: 'publish_posting', job_id: jobId, position: 'DH' });
  expect(layerEvent(recorder, 'close_posting')).toEqual({ event: 'close_posting', job_id: jobId, position: 'DH' });

  // The practice's events reached the intake under its role, before it signs out.
  await expectAtIntake(recorder, ['publish_posting', 'close_posting', 'purchase']);
  expect(intakeEvents(recorder, 'close_posting')[0]).toMatchObject({ role: 'employer', page: '/app/post-job/summary/:jobId', params: { job_id: jobId } });

  await page.getByRole('button', { name: /user menu$/ }).click();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/login\/$/);
  expect(layerEvent(recorder, 'logout')).toEqual({ event: 'logout' });

  // A new practice signs up.
  await page.goto('/dental-jobs/register/employer/');
  await formReady(page, 'form[aria-label="Employer sign-up"]');
  await page.getByLabel('Your name').fill('Avery Brooks');
  await page.getByLabel('Practice name').fill(`Signup Dental ${suffix()}`);
  await page.getByLabel('Email').fill(uniqueEmail('analytics-signup'));
  await page.getByLabel('Password').fill('analytics-journey-2026');
  await page.getByLabel('ZIP code').fill('60614');
  await page.getByLabel('Phone').fill('(312) 555-0177');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(layerEvent(recorder, 'sign_up')).toEqual({ event: 'sign_up', method: 'email', user_role: 'employer' });

  const names = [...funnel, 'publish_posting', 'close_posting', 'logout', 'sign_up'];
  await expectAtIntake(recorder, names);
  expect(intakeEvents(recorder, 'purchase')[0].params).toMatchObject({ transaction_id: orderId });
  expect(intakeEvents(recorder, 'add_shipping_info')[0]).toMatchObject({
    role: 'anonymous',
    page: '/dental-hiring-products/account-setup',
    params: { shipping_tier: 'new_account' },
  });
  // The administrator's sign-in with a cookie jar of its own: the page stays signed in as the new practice.
  await expectStored(request, names);
});

test('a job seeker: signing in, the profile prompt and settings, a job viewed and applied to, signing out', async ({ page }) => {
  test.setTimeout(150_000);
  const recorder = await record(page);
  const password = 'analytics-seeker-2026';
  const seeker = await registerSeeker(page.request, { name: `Rowan Metrics ${suffix()}`, password });
  const posting = await publishHygienistPosting(page.request, { name: `Analytics Applying ${suffix()}` });

  await signIn(page, seeker.email, password);
  expect(layerEvent(recorder, 'login')).toEqual({ event: 'login', method: 'password' });

  // The profile prompt opens (the resume is ready to apply with and still private): both on, saved.
  const prompt = page.getByRole('dialog', { name: "Let's update your profile to get hired faster!" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('switch', { name: /Resume visibility/ }).check();
  await prompt.getByRole('switch', { name: /Willing to relocate/ }).check();
  await prompt.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(prompt).toBeHidden();
  await expect.poll(() => layerEvent(recorder, 'completion')).toBeTruthy();
  expect(layerEvent(recorder, 'profile_visibility')).toEqual({ event: 'profile_visibility', profile_type: 'public_profile', form: 'profile_prompt' });
  expect(layerEvent(recorder, 'relocate')).toEqual({ event: 'relocate', relocate: true, form: 'profile_prompt' });
  expect(layerEvent(recorder, 'completion')).toEqual({
    event: 'completion',
    profile_type: 'public_profile',
    relocate: true,
    profile_completeness: expect.any(Number),
    form: 'profile_prompt',
  });

  // Sent from the dashboard before leaving it (a beacon on page hide is not waited for here).
  await expectAtIntake(recorder, ['login', 'profile_visibility', 'relocate', 'completion']);

  // The settings panel of the resume: each switch saves at once.
  await page.goto('/app/my-profile');
  const settings = page.getByRole('region', { name: 'Profile settings' });
  await settings.getByRole('switch', { name: /Willing to relocate/ }).uncheck();
  await expect(settings.getByRole('switch', { name: /Willing to relocate No/ })).toBeVisible();
  await settings.getByRole('switch', { name: /Resume visibility/ }).uncheck();
  await expect(settings.getByRole('switch', { name: /Resume visibility Private/ })).toBeVisible();
  await expect.poll(() => recorder.layer.filter((entry) => entry.event === 'completion' && entry.form === 'profile_settings').length).toBe(2);
  expect(recorder.layer.filter((entry) => entry.form === 'profile_settings' && entry.event !== 'completion')).toEqual([
    { event: 'relocate', relocate: false, form: 'profile_settings' },
    { event: 'profile_visibility', profile_type: 'private_profile', form: 'profile_settings' },
  ]);
  expect(recorder.layer.filter((entry) => entry.event === 'completion' && entry.form === 'profile_settings').at(-1)).toMatchObject({
    profile_type: 'private_profile',
    relocate: false,
  });

  // A job in the app, then applying to it.
  await expect.poll(() => intakeEvents(recorder, 'completion').length).toBe(3);
  await page.goto(`/app/search-jobs/post-job/${posting.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => layerEvent(recorder, 'view_job')).toEqual({ event: 'view_job', job_id: posting.id, position: 'DH' });
  await expectAtIntake(recorder, ['view_job']);
  await page.goto(`/app/search-jobs/post-job/application/${posting.id}/`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('apply-confirmation').getByRole('heading', { name: 'Your application was sent' })).toBeVisible();
  expect(layerEvent(recorder, 'submit_application')).toEqual({ event: 'submit_application', job_id: posting.id });

  await page.getByRole('button', { name: /user menu$/ }).click();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/login\//);
  expect(layerEvent(recorder, 'logout')).toEqual({ event: 'logout' });

  const names = ['login', 'profile_visibility', 'relocate', 'completion', 'view_job', 'submit_application', 'logout'];
  await expectAtIntake(recorder, names);
  // Sent with the session: the job seeker's role; pages by their route pattern.
  for (const name of names)
    expect(
      intakeEvents(recorder, name).every((event) => event.role === 'job_seeker'),
      name,
    ).toBe(true);
  expect(intakeEvents(recorder, 'profile_visibility').map((event) => event.params)).toEqual([
    { profile_type: 'public_profile', form: 'profile_prompt' },
    { profile_type: 'private_profile', form: 'profile_settings' },
  ]);
  expect(intakeEvents(recorder, 'submit_application')[0]).toMatchObject({
    page: '/app/search-jobs/post-job/application/:jobId',
    params: { job_id: posting.id },
  });
  await expectStored(page.request, names);
});

test('a visitor: a lead form and the newsletter make a lead, the emailed download, and settled web vitals', async ({ page }) => {
  test.setTimeout(120_000);
  const recorder = await record(page);
  const email = uniqueEmail('analytics-lead');

  await page.goto('/hiring-toolkit/');
  // The page's code is a chunk of its own: fill the form once it handles its submit.
  await formReady(page, '.cs-lead-form form');
  const form = page.getByRole('region', { name: 'Get the Hiring Toolkit' });
  await form.getByLabel('Name', { exact: true }).fill('Morgan Hale');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Email me the toolkit' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, please check your email!');
  expect(layerEvent(recorder, 'generate_lead')).toEqual({
    event: 'generate_lead',
    form_name: 'hiring-toolkit',
    lead_source: 'hiring-toolkit-page',
    asset_title: 'The Dental Hiring Toolkit',
  });
  // Nothing that names the person.
  expect(JSON.stringify(recorder.layer)).not.toContain(email);

  await expectAtIntake(recorder, ['generate_lead']);

  // The newsletter sign-up in the footer of the home page (the toolkit's minimal layout has none).
  await page.goto('/');
  await formReady(page, 'form[aria-label="Newsletter sign-up"]');
  const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
  await signup.getByLabel('Email address').fill(uniqueEmail('analytics-reader'));
  await signup.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(signup.getByRole('status')).toHaveText('Almost done: please check your email and confirm your subscription.');
  await expect.poll(() => recorder.layer.filter((entry) => entry.event === 'generate_lead').length).toBe(2);
  expect(recorder.layer.filter((entry) => entry.event === 'generate_lead')[1]).toEqual({
    event: 'generate_lead',
    form_name: 'newsletter',
    lead_source: 'footer',
    asset_title: '',
  });

  await expect.poll(() => intakeEvents(recorder, 'generate_lead').length, { timeout: 20_000 }).toBe(2);

  // The emailed download: its page (no main navigation, never indexed) offers the file.
  let text = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get(`/api9/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { subject: string; text: string }[];
      };
      text = messages.find((message) => message.subject === 'Your copy of The Dental Hiring Toolkit')?.text ?? '';
      return text;
    })
    .not.toBe('');
  const link = /https?:\/\/\S+\/downloads\/[A-Za-z0-9_.%-]+/.exec(text)?.[0] as string;
  expect(link).toBeTruthy();
  const html = await (await page.request.get(link)).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  await page.goto(link);
  const downloadPageFrom = recorder.layer.length;
  await expect(page.getByRole('heading', { level: 1, name: 'Your download' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByText('Already a User?')).toBeVisible();
  const saving = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the PDF' }).click();
  expect((await saving).suggestedFilename()).toBe('chairside-hiring-toolkit.pdf');
  expect(layerEvent(recorder, 'file_download')).toEqual({
    event: 'file_download',
    file_name: 'chairside-hiring-toolkit.pdf',
    file_extension: 'pdf',
    link_text: 'The Dental Hiring Toolkit',
  });

  // Web vitals: a click ends the largest paint; its settled value is sent once, 3 s later.
  await expect
    .poll(
      async () => {
        await page.getByRole('heading', { level: 1 }).click();
        return recorder.layer.slice(downloadPageFrom).some((entry) => entry.event === 'web_vitals');
      },
      { timeout: 20_000, intervals: [1_500] },
    )
    .toBe(true);
  const vitals = recorder.layer.map((entry, at) => ({ entry, at })).filter(({ entry, at }) => at >= downloadPageFrom && entry.event === 'web_vitals');
  expect(vitals[0].entry).toMatchObject({ metric_name: expect.stringMatching(/^(LCP|CLS|INP)$/), value: expect.any(Number), rating: expect.any(String) });
  // A metric is sent again only after another change and 3 s of quiet: never twice within 3 s.
  for (const [index, { entry, at }] of vitals.entries()) {
    const previous = vitals
      .slice(0, index)
      .filter((other) => other.entry.metric_name === entry.metric_name)
      .at(-1);
    if (previous) expect(recorder.times[at] - recorder.times[previous.at], String(entry.metric_name)).toBeGreaterThanOrEqual(2_900);
  }

  const names = ['generate_lead', 'file_download', 'web_vitals'];
  await expectAtIntake(recorder, names);
  // Signed out, after a lead form: a lead; the download page by its pattern, never its token.
  expect(intakeEvents(recorder, 'generate_lead').map((event) => event.role)).toEqual(['lead', 'lead']);
  expect(intakeEvents(recorder, 'file_download')[0]).toMatchObject({ role: 'lead', page: '/downloads/:token' });
  expect(JSON.stringify(recorder.intake)).not.toContain(link.split('/downloads/')[1]);
  await expectStored(page.request, names);
});
