import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Notices in settings: a job seeker adds a mobile number, reads the texted code from the SMS
// outbox, verifies the number, turns on interview texts (agreeing to the wording shown, which is
// kept in their consent record) and changes another choice; a practice's settings show the
// practice's kinds of notice. On a phone the grid fits the screen.

const PASSWORD = 'texts-and-notices-2026';
const PHONE = { width: 390, height: 844 };

type OutboxText = { to: string | null; body: string; purpose: string; status: string };

/** The code in the verification text to the number, once the queue has handed it to the outbox. */
async function codeTextedTo(request: APIRequestContext, e164: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api9/dev/outbox/sms?to=${encodeURIComponent(e164)}`);
        const { texts } = (await answer.json()) as { texts: OutboxText[] };
        const sent = texts.find((text) => text.purpose === 'code' && text.status === 'sent');
        code = /\b(\d{6})\b/.exec(sent?.body ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('a job seeker verifies a phone, opts in to interview texts and changes a choice', async ({ page }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: `Tess Texter ${randomBytes(3).toString('hex')}`, password: PASSWORD, readyToApply: false });
  const line = String(randomInt(100, 200)).padStart(4, '0');
  const phone = { e164: `+1512555${line}`, written: `512.555.${line}`, display: `(512) 555-${line}` };

  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/account-settings');
  const notices = page.getByRole('region', { name: 'Notices', exact: true });
  await expect(notices.getByRole('columnheader', { name: 'Text' })).toBeVisible();
  // Texts need a verified number first.
  await expect(notices.getByRole('checkbox', { name: 'Interview changes by text' })).toBeDisabled();
  await expect(notices.getByText('To choose texts, add your mobile number above')).toBeVisible();

  // A number that is not one is refused at its field.
  await notices.getByRole('textbox', { name: 'Mobile number' }).fill('555-01');
  await notices.getByRole('button', { name: 'Text Me a Code' }).click();
  await expect(notices.getByText('Enter a US mobile number with its area code')).toBeVisible();
  await expect(notices.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();

  await notices.getByRole('textbox', { name: 'Mobile number' }).fill(phone.written);
  await notices.getByRole('button', { name: 'Text Me a Code' }).click();
  await expect(notices.getByText(`We texted a code to ${phone.display}.`)).toBeVisible();
  await expect(notices.getByRole('textbox', { name: 'Code from the text' })).toBeFocused();

  const code = await codeTextedTo(page.request, phone.e164);
  await notices.getByRole('textbox', { name: 'Code from the text' }).fill(code === '000000' ? '111111' : '000000');
  await notices.getByRole('button', { name: 'Verify Number' }).click();
  await expect(notices.getByText(/That code is not right\. .*4 tries left/)).toBeVisible();
  await notices.getByRole('textbox', { name: 'Code from the text' }).fill(code);
  await notices.getByRole('button', { name: 'Verify Number' }).click();
  await expect(notices.getByText(`${phone.display} is verified. You can now choose texts below.`)).toBeVisible();
  await expect(notices.getByText('Verified', { exact: true })).toBeVisible();

  // Interview texts on: the wording agreed to is shown before saving.
  const interviewTexts = notices.getByRole('checkbox', { name: 'Interview changes by text' });
  await expect(interviewTexts).toBeEnabled();
  await interviewTexts.check();
  await expect(notices.getByText('By saving, you agree:')).toBeVisible();
  const wording = (await notices.locator('#notice-sms-consent').textContent()) ?? '';
  expect(wording).toContain(phone.display);
  expect(wording).toContain('Reply STOP');
  // And another choice: no email about messages.
  await notices.getByRole('checkbox', { name: 'Messages by email' }).uncheck();
  await notices.getByRole('button', { name: 'Save Notice Settings' }).click();
  await expect(notices.getByText('Your notice settings are saved.')).toBeVisible();

  // The consent record shows the opt-in with the wording, word for word.
  await notices.getByText('Your record of consent to texts (1)').click();
  await expect(notices.getByText(/Texts on for Interview changes, \(512\) 555-\d{4}, in settings/)).toBeVisible();
  await expect(notices.locator('.notice-consents__wording')).toHaveText(`“${wording}”`);
  await expectNoAxeViolations(page);

  // Kept: the choices and the record, after a reload.
  await page.reload();
  await expect(notices.getByRole('checkbox', { name: 'Interview changes by text' })).toBeChecked();
  await expect(notices.getByRole('checkbox', { name: 'Messages by email' })).not.toBeChecked();
  await expect(notices.getByRole('checkbox', { name: 'Messages in the app' })).toBeChecked();
  await notices.getByText('Your record of consent to texts (1)').click();
  await expect(notices.locator('.notice-consents__wording')).toHaveText(`“${wording}”`);

  // On a phone the grid fits: no sideways scrolling.
  await page.setViewportSize(PHONE);
  await notices.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await notices.screenshot({ path: test.info().outputPath('notices-phone.png') });

  // The texts are in the outbox screen too, with how each ended.
  await page.goto(`/dev/outbox?channel=sms&to=${encodeURIComponent(phone.e164)}`);
  const texts = page.getByRole('list', { name: 'Stored texts' });
  await expect(texts.getByRole('heading', { name: `Text to ${phone.e164} sent` })).toBeVisible();
  await expect(texts).toContainText(`Chairside: your code is ${code}.`);
});

test('a practice’s settings show the practice’s kinds of notice', async ({ page }) => {
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto('/app/account-settings');
  const notices = page.getByRole('region', { name: 'Notices', exact: true });
  const kinds = notices.getByRole('rowheader');
  await expect(kinds).toHaveCount(6);
  for (const kind of ['Interview changes', 'Interview reminders', 'Messages', 'New applicants', 'Today’s interviews', 'Shift bookings'])
    await expect(kinds.filter({ hasText: kind })).toHaveCount(1);
  await expect(notices.getByText('Application updates')).toHaveCount(0);
  await expect(notices.getByText('Shift offers')).toHaveCount(0);
  await expect(notices.getByRole('checkbox', { name: 'New applicants by email' })).toBeChecked();
  await expect(notices.getByRole('checkbox', { name: 'New applicants by text' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await notices.screenshot({ path: test.info().outputPath('notices-practice.png') });
});
