import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the end-to-end tests run in: CHROMIUM_PATH when set, else Debian's, else
 * Playwright's own download. Null when none of them is on this machine.
 */
export function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : null;
}

export const MISSING_CHROMIUM =
  'No Chromium found: install one with `apt-get install chromium` or `pnpm exec playwright install chromium`, or set CHROMIUM_PATH.';
