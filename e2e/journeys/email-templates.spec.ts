import { expect, test } from '../support/test';
import { dismissProfilePrompt } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// An administrator opens the email templates of the admin area and previews every one with its
// sample data: the HTML part in its sandboxed frame (heading, button, footer) and the text part
// beside it, with the button's words and address as a "Label: URL" line. The preview breaks no
// rule of the site's Content-Security-Policy (ADR 79). axe checks the screen, and the emails
// themselves as documents of their own (it cannot run inside a frame that runs no script).

const PHONE = { width: 390, height: 844 };

test('an administrator previews every email the product sends, on a desktop and at a phone’s width', async ({ page }) => {
  test.setTimeout(360_000);
  const policyProblems: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) policyProblems.push(message.text());
  });
  await dismissProfilePrompt(page);
  await signInAsDemoAdmin(page);
  await page.goto('/app/admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Email templates' }).click();
  await expect(page.getByRole('heading', { name: 'Email templates', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Email templates' });
  await expect(list.getByTestId('email-template').first()).toBeVisible();
  const names = await list.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(35);
  expect(names).toContain('password-reset');
  expect(names).toContain('interview-proposed');
  await expectNoAxeViolations(page);

  for (const name of names) {
    await list.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('email-subject')).not.toBeEmpty();
    const html = page.frameLocator(`iframe[title="The HTML part of ${name}"]`);
    const heading = (await html.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(heading, name).not.toBe('');
    await expect(html.getByText('Chairside, the dental job board.'), name).toBeVisible();
    // The button says the same in both parts.
    const button = html.locator('a[style*="display:inline-block"]');
    const label = (await button.innerText()).trim();
    const href = (await button.getAttribute('href')) ?? '';
    const text = page.getByTestId('email-text');
    await expect(text, name).toContainText(heading);
    await expect(text, name).toContainText(`${label}: ${href}`);
    await page.getByRole('link', { name: 'All email templates' }).click();
    await expect(page.getByRole('heading', { name: 'Email templates', level: 1 })).toBeVisible();
  }

  // One template at a phone's width: the frame narrows and the email still reads in one column.
  await list.getByRole('link', { name: 'interview-proposed', exact: true }).click();
  const frame = page.getByTitle('The HTML part of interview-proposed');
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBeLessThanOrEqual(376);
  const html = page.frameLocator('iframe[title="The HTML part of interview-proposed"]');
  await expect(html.getByRole('link', { name: 'Accept the interview' })).toBeVisible();
  await expect(html.getByText('Bright Smiles Dental').first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
  expect(policyProblems).toEqual([]);

  // The emails as a mail client shows them: the same HTML, on a phone, checked by axe.
  const email = await page.context().newPage();
  await email.setViewportSize(PHONE);
  for (const name of ['interview-proposed', 'job-alert']) {
    await page.goto(`/app/admin/email-templates/${name}`);
    const srcdoc = await page.getByTitle(`The HTML part of ${name}`).getAttribute('srcdoc');
    expect(srcdoc, name).toMatch(/^<!DOCTYPE html>/);
    await email.setContent(srcdoc ?? '');
    await expect(email.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await email.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(email);
  }
});
