import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// An administrator writes a post in the admin area, previews it (a pasted script is removed),
// adds a picture and schedules it a few seconds ahead: before that time the blog does not show it,
// after it the blog, the post page and the mega-menu's latest posts do. Demo data: the blog's
// posts and the company pages (packages/db/src/demo-content.ts).

const PHONE = { width: 390, height: 844 };

/** A photo-like PNG: noise, so the re-encoder has something to keep. */
async function photo(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** 'YYYY-MM-DDTHH:mm:ss' in the browser's own time zone, `seconds` from now (a datetime-local value). */
async function localTimeFromNow(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, seconds);
}

const postDate = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);

test('an administrator writes and schedules a post that then appears on /blog/, its page and the mega-menu', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const title = `Hiring your first hygienist: a checklist ${randomBytes(2).toString('hex')}`;

  await signInAsDemoAdmin(page);
  await page.goto('/app/admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Blog posts' }).click();
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Five Questions to Ask at Your Next Hygienist Interview');
  await page.getByRole('link', { name: 'New post' }).click();

  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Summary').fill('Licences, schedule, pay and the first week: what to settle before you post.');
  await form.getByLabel('For', { exact: true }).selectOption({ label: 'Employers' });
  await form.getByLabel('Author').selectOption({ label: 'Dr. Maya Chen' });
  await form.getByLabel('Category').selectOption({ label: 'Hiring' });
  await form.getByRole('checkbox', { name: 'Hygienists' }).check();
  await form.getByRole('checkbox', { name: 'Job Postings' }).check();
  await form.getByLabel('Featured image').setInputFiles({ name: 'operatory.png', mimeType: 'image/png', buffer: await photo() });
  await expect(form.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await form.getByLabel('Image description (alt text)').fill('A bright, empty dental operatory');
  await form
    .getByLabel('Text (Markdown)')
    .fill('## Before you post\n\nCheck the **licence** rules of your state.\n\n<script>alert("x")</script>\n\n- Schedule\n- Pay range\n- First week');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Before you post' })).toBeVisible();
  await expect(preview).toContainText('Scripts, frames or event handlers in the text were removed');
  await expect(preview.locator('script')).toHaveCount(0);
  await form.getByLabel('State').selectOption('published');
  // A few seconds ahead: scheduled now, published once that time passes.
  await form.getByLabel('Publish time').fill(await localTimeFromNow(page, 20));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-editor.png'), fullPage: true });
  await form.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved\. Scheduled for/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/admin\/blog-posts\/\d+$/);

  // A visitor: not on the blog yet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/blog/');
  await expect(visitor.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  // Once the time passes it is the newest post.
  await expect(async () => {
    await visitor.goto('/blog/');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [2000] });
  const firstCard = visitor.locator('.blog-card').first();
  await expect(firstCard).toContainText(title);
  await expect(firstCard).toContainText(postDate(new Date()));
  await expect(firstCard.getByRole('img', { name: 'A bright, empty dental operatory' })).toBeVisible();
  await expectNoAxeViolations(visitor);

  // The mega-menu's latest posts: image, title, 'MMMM DD, YYYY'.
  await visitor.getByRole('button', { name: 'Resources', exact: true }).click();
  const resources = visitor.getByRole('region', { name: 'Resources menu' });
  const latest = resources.getByRole('list', { name: 'Latest blog posts' }).getByRole('listitem').first();
  await expect(latest).toContainText(title);
  await expect(latest).toContainText(postDate(new Date()));
  await expect(latest.locator('img')).toHaveAttribute('src', /^\/api9\/files\/content-images\/[a-f0-9-]+-thumb\.webp$/);
  await visitor.screenshot({ path: test.info().outputPath('mega-menu-latest-posts.png') });
  await latest.getByRole('link').click();

  // The post page: server-rendered with its canonical link and BlogPosting markup; no script survived.
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Before you post' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Dr. Maya Chen' }).first()).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Tags' })).toContainText('Job Postings');
  const postUrl = new URL(visitor.url());
  const html = await (await visitor.request.get(postUrl.pathname)).text();
  expect(html).toContain(`<link rel="canonical" href="${postUrl.origin}${postUrl.pathname}">`);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).not.toContain('alert("x")');
  await expectNoAxeViolations(visitor);

  // Phone width: the list and the post read in one column.
  await visitor.setViewportSize(PHONE);
  await visitor.screenshot({ path: test.info().outputPath('post-phone.png'), fullPage: true });
  await visitor.goto('/blog/employers/');
  await expect(visitor.getByRole('heading', { name: 'Blog for Employers' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await visitor.screenshot({ path: test.info().outputPath('blog-phone.png'), fullPage: true });
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  // The history shows the save; the list says it is published.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
});

test('the company pages and the blog’s lists are real pages with their markup', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is Chairside free for job seekers?' })).toBeVisible();
  const faqHtml = await (await page.request.get('/faq/')).text();
  expect(faqHtml).toContain('"@type":"FAQPage"');
  await expectNoAxeViolations(page);

  for (const [path, heading] of [
    ['/about-us/', 'About Us'],
    ['/tos/', 'Terms of Service'],
    ['/privacy/', 'Privacy Policy'],
    ['/mobile/', 'Chairside on Your Phone'],
    ['/dental-jobs/resources/', 'Resources'],
    ['/corporate-recruiting/', 'Corporate Recruiting'],
    ['/dental-temp/', 'Dental Temp Jobs'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('This page is coming soon')).toHaveCount(0);
  }

  await page.goto('/blog/author/dr-maya-chen/');
  await expect(page.getByRole('heading', { name: 'Posts by Dr. Maya Chen', level: 1 })).toBeVisible();
  await page.goto('/blog/tag/hygienists/');
  await expect(page.getByRole('heading', { name: 'Posts tagged Hygienists', level: 1 })).toBeVisible();
  await page.goto('/blog/category/career-advice/');
  await expect(page.getByRole('heading', { name: 'Posts in Career Advice', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/blog/job-seekers/');
  await expect(page.getByRole('heading', { name: 'Blog for Job Seekers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Five Questions to Ask at Your Next Hygienist Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Five Questions to Ask at Your Next Hygienist Interview', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The post's head links the blog's feed, which a reader fetches from that address.
  const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feedLink).toHaveCount(1);
  const feed = await page.request.get(new URL((await feedLink.getAttribute('href')) ?? '').pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  // The sitemap (an index of files, or one file): the content pages and posts are in it.
  let sitemap = await (await page.request.get('/sitemap.xml')).text();
  const pagesFile = /<loc>([^<]*\/sitemaps\/pages-1\.xml)<\/loc>/.exec(sitemap)?.[1];
  if (pagesFile) sitemap = await (await page.request.get(new URL(pagesFile).pathname)).text();
  expect(sitemap).toContain('/blog/five-questions-to-ask-at-your-next-hygienist-interview/</loc>');
  expect(sitemap).toContain('/faq/</loc>');
  expect((await page.request.get('/blog/no-such-post/')).status()).toBe(404);
});
