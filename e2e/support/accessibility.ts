import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and label in name (2.5.3, level A), which axe marks experimental and leaves out of a run by tags. */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations are wanted: the other result types keep one node each.
  resultTypes: ['violations'],
  // The page's own document: the one frame of the site (the email preview's) is excluded where it is shown.
  iframes: false,
};

type Found = { rule: string; impact: string | null; help: string; targets: string[] };

/**
 * Checks the page as it stands with axe and fails with each violation's rule and the elements it
 * found, so a journey names what a screen reader user would trip on. axe runs in the page itself,
 * loaded once per document (a screen's later checks reuse it).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Colours are read as they settle: a button still fading in or out of its hover colours (the
  // browser updates hover a moment after a click scrolls the page) would be measured halfway.
  // Endless animations are left alone.
  const settle = () =>
    page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
  await settle();
  await page.waitForTimeout(250);
  await settle();
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: typeof axe }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ exclude, runOptions }): Promise<Found[]> => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const context = exclude.length ? { exclude } : document;
      const { violations } = await inPage.run(context, runOptions);
      return violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    { exclude: options.exclude ?? [], runOptions: AXE_OPTIONS },
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
