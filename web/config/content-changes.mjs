// When the content last changed, on the `content-changed` channel: the dataset's change listener
// publishes (in the server, outside any request) and the cache handler, which Next.js loads
// outside the app's bundles, reads it before every lookup. Plain ESM for that reason.
import { siteChannels } from './site-channels.mjs';

/** Every cached read of published content, and so every cached page built from one, carries this tag. */
export const CONTENT_TAG = 'content';

const CONTENT_CHANGED = 'content-changed';

/** Announces that the content changed now. */
export const recordContentChange = (dataDir) => siteChannels(dataDir).publish(CONTENT_CHANGED);

/** When the content last changed (ms), as this process heard; 0 when it has not since it began listening. */
export const lastContentChange = (dataDir) => siteChannels(dataDir).lastSignal(CONTENT_CHANGED);
