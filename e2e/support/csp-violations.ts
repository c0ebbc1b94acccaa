import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation a page reports, through the
 * `securitypolicyviolation` event and Chromium's 'Refused to …' console messages, across navigations.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/.test(text)) violations.push(text);
  });
  return violations;
}
