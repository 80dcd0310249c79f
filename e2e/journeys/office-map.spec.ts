import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { demoLivePosting, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { watchPolicy } from '../support/content-security';
import { freePort, startServer, stopServer } from '../support/own-server';
import { startTileServer } from '../support/tile-server';

// The office map (ADR 89). Without a tile server (the default) the practice's offices screen lists
// where its offices are, and no map code loads. With MAP_TILE_URL pointing at a tile server (here
// one on this machine), the offices screen and the public job page draw a map with a marker per
// office, under the pages' Content-Security-Policy, and the list stays beside it.

/** Set to a folder to keep screenshots of the offices screen and the job page. */
const SHOTS = process.env.OFFICE_MAP_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Every request the tab makes for Leaflet's code or stylesheet. */
function leafletLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/leaflet/i.test(request.url())) loads.push(request.url());
  });
  return loads;
}

const officeLocations = (page: Page) => page.getByRole('region', { name: 'Office locations' });

async function openOffices(page: Page) {
  await page.goto('/app/employer-profile#offices');
  await expect(page.locator('#offices-title')).toBeVisible();
}

test('without a tile server the practice reads where its offices are as a list, and no map code loads', async ({ page, request }) => {
  const loads = leafletLoads(page);
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await openOffices(page);

  const locations = officeLocations(page);
  await expect(locations).toBeVisible();
  const primary = locations.getByRole('listitem').filter({ hasText: 'Lincoln Park' });
  await expect(primary).toContainText('Primary');
  await expect(primary).toContainText('2450 N Clark St');
  await expect(primary).toContainText('60614');
  const other = locations.getByRole('listitem').filter({ hasText: 'Ravenswood' });
  await expect(other).toContainText('4710 N Lincoln Ave');
  await expect(other).not.toContainText('Primary');
  await expect(page.getByRole('region', { name: 'Map of your offices' })).toHaveCount(0);
  await expect(page.locator('#offices')).toContainText('Your primary office comes first.');
  await expectNoAxeViolations(page);
  await shot(page, 'offices-list');

  // The public job page: the office's address, no map.
  // Its own cookie jar: a practice sign-in through page.request would replace the browser's session.
  const posting = await demoLivePosting(request);
  await page.goto(`/dental-jobs/job/${posting.id}`);
  await expect(page.getByRole('heading', { level: 2, name: /The office:/ })).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.getByRole('region', { name: /Map of the office/ })).toHaveCount(0);
  expect(loads).toEqual([]);
});

test('with a tile server the offices screen and the job page draw the offices on a map, keyboard and screen reader friendly', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const tiles = await startTileServer();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-office-map-'));
  const server = await startServer(port, dataDir, { MAP_TILE_URL: tiles.template, MAP_TILE_ATTRIBUTION: 'Tiles © Journey Maps' });
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const problems = await watchPolicy(page);
    const loads = leafletLoads(page);

    // The policy admits the tile server as an image source, and nothing else from it.
    const answer = await page.request.get('/');
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(new RegExp(`img-src [^;]*${tiles.origin.replace(/[.]/g, '\\.')}`));
    expect(policy.split(';').filter((directive) => directive.includes(tiles.origin))).toHaveLength(1);

    await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    // The dashboard shows no map: nothing of Leaflet loaded yet.
    expect(loads).toEqual([]);
    await openOffices(page);

    const map = page.getByRole('region', { name: 'Map of your offices' });
    await expect(map).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    const primaryMarker = map.getByRole('button', { name: 'Lincoln Park (primary office)' });
    const otherMarker = map.getByRole('button', { name: 'Ravenswood', exact: true });
    await expect(primaryMarker).toBeVisible();
    await expect(otherMarker).toBeVisible();
    await expect(primaryMarker).toHaveAttribute('title', 'Lincoln Park (primary office)');
    await expect(map).toContainText('Tiles © Journey Maps');
    // Tiles came from the tile server and were drawn.
    await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);
    await expect
      .poll(() => map.locator('img.leaflet-tile').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 256).length))
      .toBeGreaterThan(0);
    // Zoomed in on the neighbourhood of the two offices.
    expect(tiles.requested.every((path) => /^\/tiles\/1[1-5]\//.test(path))).toBe(true);
    // The list stays beside the map, and the lead says what the map centres on.
    await expect(officeLocations(page).getByRole('listitem').filter({ hasText: 'Lincoln Park' })).toContainText('Primary');
    await expect(page.locator('#offices')).toContainText('Your primary office comes first and is the center of the map.');
    expect(loads.some((url) => /\.js$/.test(url))).toBe(true);
    expect(loads.some((url) => /\.css$/.test(url))).toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, 'offices-map');

    // A marker opens the office's address; the keyboard reaches the map, pans it and leaves it.
    await primaryMarker.click();
    await expect(map.locator('.leaflet-popup-content')).toHaveText(/Lincoln Park \(primary office\)\s*2450 N Clark St/);
    await page.keyboard.press('Escape');
    await map.focus();
    await expect(map).toBeFocused();
    const before = await map.locator('.leaflet-map-pane').getAttribute('style');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => map.locator('.leaflet-map-pane').getAttribute('style')).not.toBe(before);
    let left = false;
    for (let step = 0; step < 12 && !left; step++) {
      await page.keyboard.press('Tab');
      left = await map.evaluate((element) => !element.contains(document.activeElement));
    }
    expect(left).toBe(true);

    // The public job page: its office on a map, the address above it.
    // Read with a cookie jar of its own: a sign-in through page.request would replace the browser's session.
    const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const posting = await demoLivePosting(api).finally(() => api.dispose());
    await page.goto(`/dental-jobs/job/${posting.id}`);
    const jobMap = page.getByRole('region', { name: /^Map of the office: / });
    await jobMap.scrollIntoViewIfNeeded();
    await expect(jobMap).toBeVisible();
    const officeName = ((await jobMap.getAttribute('aria-label')) ?? '').replace('Map of the office: ', '');
    expect(['Lincoln Park', 'Ravenswood']).toContain(officeName);
    await expect(jobMap.getByRole('button', { name: officeName, exact: true })).toBeVisible();
    await expect(page.getByText('Each marker stands at the center of the office’s ZIP code.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'job-map');

    await page.waitForLoadState('load');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await stopServer(server);
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
