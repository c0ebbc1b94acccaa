/** Stops the end-to-end run before building when there is no browser to run it in. */
import { chromiumPath, headlessShellPath, MISSING_CHROMIUM } from './chromium';

const browser = chromiumPath();
if (!browser) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
console.log(`End-to-end tests run in ${headlessShellPath()}, the Studio's in ${browser}`);
