import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell (package `chromium-headless-shell`). */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const bundledChromium = () => {
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : null;
};

/**
 * The Chromium a person's view is taken in (screenshots, the Studio bench): CHROMIUM_PATH when
 * set, else Debian's, else Playwright's own download. Null when none of them is on this machine.
 */
export function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return bundledChromium();
}

/**
 * Chromium's headless shell for the end-to-end tests of pages: as `chromiumPath`, but Debian's
 * headless shell first when it is installed. The same engine without the full browser's windowing,
 * the one Playwright itself runs headless tests in; it took half the CPU time on the same specs. It
 * shows no certificate warning, so the Studio's specs (its trust step) run in `chromiumPath`.
 */
export function headlessShellPath(): string | null {
  if (!process.env.CHROMIUM_PATH && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return chromiumPath();
}

/** What a test or a measurement does without: the sandbox, the GPU, Chrome's own traffic and first run. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const MISSING_CHROMIUM =
  'No Chromium found: install one with `apt-get install chromium` or `pnpm exec playwright install chromium`, or set CHROMIUM_PATH.';
