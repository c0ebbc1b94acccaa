import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Collects the messages a context's pages report missing from the messages sent to the browser:
 * each page gets only the namespaces of what it shows, so a client component outside its scope
 * shows up here.
 */
export function watchMissingMessages(context: BrowserContext): string[] {
  const missing: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE'))
      missing.push(message.text());
  });
  return missing;
}

/** Playwright's test, failing any test during which a page reported a missing message. */
export const test = base.extend({
  context: async ({ context }, use) => {
    const missing = watchMissingMessages(context);
    await use(context);
    expect(missing, 'messages missing in the browser').toEqual([]);
  },
});

export { expect };
