// The site's channels (docs/architecture.md, 'Channels'), configured from the environment as the
// server is: the cache handler, one of their readers, runs outside the app's bundles. Plain ESM
// for that reason.
import { closeChannels, processChannels } from '@tribe/server-kit/channels';

/** Channels over Redis with REDIS_URL, else PostgreSQL with DATABASE_URL, else stamps under `dataDir`. */
export const siteChannels = (dataDir) =>
  processChannels({
    dataDir,
    redisUrl: process.env.REDIS_URL || null,
    databaseUrl: process.env.DATABASE_URL || null,
    keyPrefix: process.env.CACHE_KEY_PREFIX || 'tribe',
  });

export { closeChannels };
