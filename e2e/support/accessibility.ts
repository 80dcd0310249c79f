import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Checks the page as it stands with axe (WCAG 2.2 A and AA rules) and fails with each violation's
 * rule and the elements it found, so a journey names what a screen reader user would trip on.
 * Label in name (WCAG 2.5.3, level A) is checked too: axe marks that rule experimental and leaves
 * it out of a run by tags unless it is switched on by name.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
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
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
