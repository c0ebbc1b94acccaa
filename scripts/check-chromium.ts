/** Stops the end-to-end run before building when there is no browser to run it in. */
import { MISSING_CHROMIUM, testChromiumPath } from './chromium';

const found = testChromiumPath();
if (!found) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
console.log(`End-to-end tests run in ${found}`);
