import type { Page } from '@playwright/test';

const SCRIPTS = '**/_next/static/**/*.js';

/**
 * Holds the site's scripts until `release` is called: what a test does meanwhile, a visitor does
 * on a page that has not hydrated yet (a slow phone, a slow network).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
