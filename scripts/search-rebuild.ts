/** Makes every server instance build its search index anew before its next search: `pnpm search:rebuild`. */
import { closeChannels } from '../web/config/site-channels.mjs';
import { requestSearchRebuild } from '../web/search/rebuild-request';

await requestSearchRebuild();
await closeChannels();
console.log('Every server instance builds its search index anew before its next search.');
