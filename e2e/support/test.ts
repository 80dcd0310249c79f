// The journeys' `test`: Playwright's, with every opened page of the site waited for until React has
// taken it over (`<html data-hydrated>`), as a person waits for a page to come alive. A click on a
// server-rendered button before that would be lost, or would send a form the browser's own way.
import { writeFile } from 'node:fs/promises';
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

/** The page's console lines, uncaught errors and API calls, each with the time and the page's address. */
function recordWhatThePageSays(page: Page): string[] {
  const told: string[] = [];
  const note = (line: string) => told.push(`${new Date().toISOString()} ${page.url()} ${line}`);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`uncaught: ${error.stack ?? error.message}`));
  page.on('crash', () => note('the page crashed'));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api9/')) note(`${response.request().method()} ${pathname}: ${response.status()}`);
  });
  page.on('requestfailed', (request) => note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  // Navigated and not loaded again: the app's own move (history); loaded: a new document.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note('navigated');
  });
  page.on('load', () => note('loaded'));
  return told;
}

/**
 * Whether the page is alive to React and to the person, one fact a line: its root, focus, and for
 * each box of the focused (or first) form what it holds and what React last gave it (they differ when React
 * missed the typing).
 */
async function pageState(page: Page): Promise<string> {
  const state = page.evaluate(() => {
    const reactKey = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));
    const root = document.getElementById('root');
    const active = document.activeElement;
    const facts: Record<string, unknown> = {
      readyState: document.readyState,
      visibility: document.visibilityState,
      focused: document.hasFocus(),
      hydrated: document.documentElement.dataset.hydrated ?? null,
      reactRoot: root ? Boolean(reactKey(root, '__reactContainer')) : null,
      rootInDocument: root?.isConnected ?? null,
      forms: document.forms.length,
      active: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}` : null,
    };
    const form = (active instanceof HTMLInputElement ? active.form : null) ?? document.forms[0];
    if (form) {
      facts.formFiber = Boolean(reactKey(form, '__reactFiber'));
      facts.formReady = form.hasAttribute('data-ready');
      for (const box of Array.from(form.querySelectorAll('input'))) {
        const propsKey = reactKey(box, '__reactProps');
        const props = propsKey ? (box as unknown as Record<string, { value?: unknown }>)[propsKey] : null;
        facts[`box ${box.name || box.id}`] =
          `holds ${box.value.length} characters, React gave ${props ? String(props.value ?? '').length : 'nothing'}, disabled ${box.disabled}`;
      }
    }
    return Object.entries(facts)
      .map(([name, value]) => `  ${name}: ${String(value)}`)
      .join('\n');
  });
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 2 s (the page is busy)'), 2_000));
  return Promise.race([state.catch((error: Error) => `unreadable: ${error.message}`), timeout]);
}

/** The pages of browser contexts the running journey opened itself (a second person, a phone), with what each said. */
let openedPages: { page: Page; told: string[] }[] = [];

function waitInContextsOf(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    context.on('page', (page) => {
      waitForHydrationOnGoto(page, options?.javaScriptEnabled !== false);
      openedPages.push({ page, told: recordWhatThePageSays(page) });
    });
    return context;
  };
}

/** What a page said, and its state at the end when it is still open. */
async function pageRecord(page: Page, told: string[]): Promise<string> {
  const state = page.isClosed() ? '(closed by the journey)' : `${page.url()} state:\n${await pageState(page)}`;
  return [...told, `${new Date().toISOString()} ${state}`].join('\n');
}

export const test = base.extend<object, { hydrationWaits: void }>({
  hydrationWaits: [
    async ({ browser }, use) => {
      waitInContextsOf(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    waitForHydrationOnGoto(page, javaScriptEnabled);
    const told = recordWhatThePageSays(page);
    openedPages = [];
    await use(page);
    // A journey that failed carries what its pages said (errors thrown, console lines) and their
    // state: a file beside its screenshot, and whole in the run's output (the list of failures at
    // the end shows only an attachment's first 300 characters).
    if (testInfo.status !== testInfo.expectedStatus) {
      const records = [`the journey's page:\n${await pageRecord(page, told)}`];
      for (const [index, opened] of openedPages.entries())
        records.push(`page ${index + 2}, of a browser context the journey opened:\n${await pageRecord(opened.page, opened.told)}`);
      const record = records.join('\n\n');
      const file = testInfo.outputPath('page-console.txt');
      await writeFile(file, record);
      await testInfo.attach('page console', { path: file, contentType: 'text/plain' });
      process.stderr.write(`\n--- what the pages said (${testInfo.title}) ---\n${record}\n---\n`);
    }
  },
});
