/** Makes every server instance build its search index anew before its next search: `pnpm search:rebuild`. */
import { requestSearchRebuild } from '../web/search/rebuild-request';

await requestSearchRebuild();
console.log('Every server instance builds its search index anew before its next search.');
