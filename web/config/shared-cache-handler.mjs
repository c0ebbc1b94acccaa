// Next.js's cache handler when REDIS_URL is set (next.config.ts names this file then): pages,
// cached content reads and their tags live in Redis, so every instance serves the same copy and a
// revalidateTag on one expires it on all. Keys carry the build id: a new deploy never reads the
// entries of another build. Loaded by Next.js at start, outside the app's bundles, hence plain ESM.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';

const shared = globalThis;

async function connect(buildId) {
  const client = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', (error) => console.error(`Shared cache (Redis): ${error.message}`));
  try {
    await client.connect();
  } catch (error) {
    // The instance still serves, from a cache of its own, and says so.
    console.error(`Shared cache (Redis) unreachable, this instance caches alone: ${error.message}`);
    client.disconnect();
    return { handlers: [createLruHandler()] };
  }
  const prefix = process.env.CACHE_KEY_PREFIX ?? 'tribe';
  return {
    handlers: [
      createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `${prefix}:${buildId ?? 'dev'}:` }),
    ],
  };
}

CacheHandler.onCreation(({ buildId }) => {
  shared.tribeSharedCache ??= connect(buildId);
  return shared.tribeSharedCache;
});

export default CacheHandler;
