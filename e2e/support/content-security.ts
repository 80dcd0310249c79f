import type { Page } from '@playwright/test';

// What the browser says about the pages' Content-Security-Policy while a journey runs.

type Violation = { directive: string; blocked: string; source: string; sample: string; path: string };

/**
 * Collects every policy violation the browser reports in the page (as `securitypolicyviolation`
 * events and console messages), and checks that every document the tab loads came with a page
 * policy: no violations where no policy applied would prove nothing.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, violation: Violation) => {
    problems.push(`${violation.path}: ${violation.directive} blocked ${violation.blocked || '(inline)'} at ${violation.source} ${violation.sample}`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (violation: Violation) => void }).reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
        path: location.pathname,
      }),
    );
  });
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy|permissions[- ]policy/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame() || (response.status() >= 300 && response.status() < 400)) return;
    const policy = response.headers()['content-security-policy'] ?? '';
    if (!/script-src 'nonce-[^']+' 'strict-dynamic'/.test(policy)) problems.push(`${response.url()} came without the page policy: ${policy}`);
  });
  return problems;
}
