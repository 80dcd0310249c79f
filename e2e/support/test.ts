// The journeys' `test`: Playwright's, with every opened page of the site waited for until React has
// taken it over (`<html data-hydrated>`), as a person waits for a page to come alive. A click on a
// server-rendered button before that would be lost, or would send a form the browser's own way.
import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

const waiting = new WeakSet<Page>();

/** After each `goto` that opens an HTML page (and waits for it to load), waits for the page to be alive. */
function waitForHydrationOnGoto(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled || waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitsForLoad = options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'domcontentloaded';
    if (waitsForLoad && response?.headers()['content-type']?.startsWith('text/html'))
      // (A page that is not the web app's, the API reference say, has no #root and is waited for no further.)
      await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 15_000,
      });
    return response;
  };
}

function waitInContextsOf(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    context.on('page', (page) => waitForHydrationOnGoto(page, options?.javaScriptEnabled !== false));
    return context;
  };
}

export const test = base.extend<object, { hydrationWaits: void }>({
  hydrationWaits: [
    async ({ browser }, use) => {
      waitInContextsOf(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    waitForHydrationOnGoto(page, javaScriptEnabled);
    await use(page);
  },
});
