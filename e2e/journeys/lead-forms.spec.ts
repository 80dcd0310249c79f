import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { formReady } from '../support/steps';

// Lead forms, toolkits and the newsletter: a visitor downloads the hiring toolkit through the lead
// form (the email with the download link is in the outbox), subscribes to the newsletter and
// confirms from the email, writes to the team, and reads the salary survey.

type OutboxMessage = { to: string; subject: string; text: string };
const unique = () => randomBytes(4).toString('hex');

async function emailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!answer.ok()) return false;
        const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
        found = messages.find((message) => message.to === to && subject.test(message.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://\\S+${path}[A-Za-z0-9_.%-]+`));
  expect(match, text).toBeTruthy();
  return match![0];
};

test('a visitor downloads the hiring toolkit through the lead form', async ({ page, request }) => {
  const email = `toolkit-${unique()}@example.com`;
  await page.goto('/hiring-toolkit/?utm_source=journey&utm_campaign=toolkits');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring Toolkit' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Get the Hiring Toolkit' });
  // The role is fixed (employer): no role choice; practice name, phone and ZIP are asked.
  await expect(form.getByRole('group', { name: 'I am a…' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Email me the toolkit' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByText('Enter your email address.')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Name', { exact: true }).fill('Morgan Hale');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Practice name (optional)').fill('Hale Family Dentistry');
  await form.getByLabel('ZIP code (optional)').fill('97201');
  await form.getByRole('button', { name: 'Email me the toolkit' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, please check your email!');

  const message = await emailTo(request, email, /^Your copy of The Dental Hiring Toolkit$/);
  // The email's link opens the download's page, which offers the file.
  await page.goto(linkIn(message.text, '/downloads/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your download' })).toBeVisible();
  await expect(page.getByText('The Dental Hiring Toolkit, as a PDF file.')).toBeVisible();
  await expectNoAxeViolations(page);
  const saving = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the PDF' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('chairside-hiring-toolkit.pdf');
  const file = await request.get(download.url());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a visitor whose browser fills the hiring toolkit form sends it at once, and it is accepted', async ({ page, request }) => {
  const email = `autofill-${unique()}@example.com`;
  // The form's ticket comes with the page (once it is interactive), not when a field is first focused.
  const ticketAnswer = page.waitForResponse((answer) => answer.url().endsWith('/api9/forms/ticket') && answer.ok());
  await page.goto('/hiring-toolkit/');
  await ticketAnswer;
  const ticketAt = Date.now();

  // Everything filled at once, as a browser's autofill does, and sent straight away.
  // (In one step in the page, so a busy machine cannot make the filling itself take the few seconds.)
  const form = page.getByRole('region', { name: 'Get the Hiring Toolkit' });
  await form.evaluate(
    (region, values) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const [name, value] of Object.entries(values)) {
        const input = region.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    { name: 'Avery Quick', leadEmail: email, practiceName: 'Quick Smiles Dental', phone: '(503) 555-0199', zip: '97201' },
  );
  const leadSent = page.waitForRequest((sent) => sent.url().endsWith('/api9/users/public/lead'));
  await form.getByRole('button', { name: 'Email me the toolkit' }).click();
  const clickedAt = Date.now();
  expect(clickedAt - ticketAt, 'sent sooner than the bot check allows, so the form has to wait').toBeLessThan(3_000);

  // The form waits the rest of the few seconds quietly: it says it is sending, and is not refused.
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await leadSent;
  expect(Date.now() - ticketAt).toBeGreaterThanOrEqual(3_000);
  await expect(form.getByRole('status')).toHaveText('Thank you, please check your email!');
  await emailTo(request, email, /^Your copy of The Dental Hiring Toolkit$/);
});

test('the lead form shows the position select for staff and the specify box for other', async ({ page }) => {
  await page.goto('/dental-career-guide/');
  // The page's code is a chunk of its own: until it has loaded and hydrated, a click sends the form natively.
  await formReady(page, '.cs-lead-form form');
  const form = page.getByRole('region', { name: 'Get the Dental Career Guide' });
  await form.getByRole('button', { name: 'Email me the guide' }).click();
  await expect(form.getByText('Choose what describes you.')).toBeVisible();
  await form.getByLabel('Dental professional (job seeker)').check();
  await expect(form.getByLabel('Position')).toBeVisible();
  await expect(form.getByLabel('Please specify')).toHaveCount(0);
  await form.getByLabel('Other').check();
  await expect(form.getByLabel('Please specify')).toBeVisible();
  await expect(form.getByLabel('Position')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the newsletter subscription is confirmed from its email, and one click unsubscribes', async ({ page, request }) => {
  const email = `reader-${unique()}@example.com`;
  await page.goto('/');
  const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
  await signup.getByLabel('Email address').fill(email);
  await signup.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(signup.getByRole('status')).toHaveText('Almost done: please check your email and confirm your subscription.');

  // A form ticket serves one submission: a second address from the same page gets a ticket of its own.
  const second = `reader-${unique()}@example.com`;
  await signup.getByLabel('Email address').fill(second);
  await signup.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(signup.getByRole('status')).toHaveText('Almost done: please check your email and confirm your subscription.');
  await emailTo(request, second, /^Confirm your Chairside newsletter subscription$/);

  const confirm = await emailTo(request, email, /^Confirm your Chairside newsletter subscription$/);
  await page.goto(linkIn(confirm.text, '/newsletter/confirm/'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`You're subscribed: ${email} will get the Chairside newsletter.`);
  await expectNoAxeViolations(page);

  const welcome = await emailTo(request, email, /^Welcome to the Chairside newsletter$/);
  await page.goto(linkIn(welcome.text, '/newsletter/unsubscribe/'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${email} is unsubscribed. You will not get the newsletter any more.`);
  await expectNoAxeViolations(page);
});

test('a visitor writes to the team from the contact page', async ({ page, request }) => {
  const email = `contact-${unique()}@example.com`;
  await page.goto('/dental-jobs/contact-us/');
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Jordan Lee');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Message').fill('Can a practice post temp shifts for weekends?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText("Thank you for your message. We'll reply by email soon.");
  const team = await emailTo(request, 'support@chairside.local', /from Jordan Lee$/);
  expect(team.text).toContain(email);
});

test('the salary survey shows its charts, rendered on the server', async ({ page, request }) => {
  const html = await (await request.get('/salary-survey/')).text();
  expect(html).toContain('2025 Salary Survey Report');
  expect(html).toContain('"@type":"Dataset"');
  await page.goto('/salary-survey/');
  await expect(page.getByRole('heading', { level: 1, name: '2025 Salary Survey Report' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/salary-survey/refer-a-friend/');
  await expect(page.getByRole('link', { name: 'Email it to a friend' })).toHaveAttribute('href', /^mailto:\?subject=/);
  await expectNoAxeViolations(page);
  for (const path of ['/jobseeker-toolkit/', '/school-instructor-toolkit/', '/dental-students/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the toolkit and survey pages at phone width', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/hiring-toolkit/', 'hiring-toolkit'],
    ['/salary-survey/', 'salary-survey'],
    ['/dental-students/', 'dental-students'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/hiring-toolkit/');
  await page.screenshot({ path: testInfo.outputPath('hiring-toolkit-desktop.png'), fullPage: true });
  await page.goto('/salary-survey/');
  await page.screenshot({ path: testInfo.outputPath('salary-survey-desktop.png'), fullPage: true });
});
