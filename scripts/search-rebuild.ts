/** Makes every server instance build its search index anew before its next search: `pnpm search:rebuild`. */
import { closeChannels } from '../web/config/site-channels.mjs';
import { requestSearchRebuild } from '../web/search/rebuild-request';

try {
  await requestSearchRebuild();
  console.log('Every server instance builds its search index anew before its next search.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeChannels();
}
