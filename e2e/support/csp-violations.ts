import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page and of its frames, from before any of their scripts
 * runs: the array fills as the page is used.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      void report(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${where}`,
      );
    });
  });
  return violations;
}
