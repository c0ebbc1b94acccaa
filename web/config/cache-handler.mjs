// Next.js's cache handler (next.config.ts names this file): pages and cached content reads, with
// their tags. With REDIS_URL they live in Redis, so every instance serves the same copy and a
// revalidateTag on one expires it on all (keys carry the build id: a new deploy never reads the
// entries of another build); without, in this process's memory. Loaded by Next.js at start,
// outside the app's bundles, hence plain ESM.
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { CONTENT_TAG, lastContentChange } from './content-changes.mjs';

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
  if (!process.env.REDIS_URL) return { handlers: [createLruHandler()] };
  shared.tribeSharedCache ??= connect(buildId);
  return shared.tribeSharedCache;
});

// The same default as the app's (web/lib/repo-root.ts): `.data` in the workspace.
const dataDir = () => path.resolve(process.env.DATA_DIR || path.join(import.meta.dirname, '../../.data'));

// Next.js makes a handler for every request, so what must outlast one lives here.
/** When each tag last expired, as this process saw it. */
const expiredAt = new Map();
/** The content change this process has passed on to the store. */
let appliedContentChange = 0;
/** When the render of each key missing from the cache began: the lookup that found it missing. */
const renderBegan = new Map();
/** Lookups no store followed (a render that failed) are forgotten, oldest first, past this many. */
const PENDING_RENDERS_KEPT = 10_000;

function noteRenderBegan(key) {
  if (renderBegan.has(key)) return;
  if (renderBegan.size >= PENDING_RENDERS_KEPT) renderBegan.delete(renderBegan.keys().next().value);
  renderBegan.set(key, Date.now());
}

const tagsOf = (data, ctx) =>
  data?.kind === 'APP_PAGE' ? (data.headers?.['x-next-cache-tags']?.split(',') ?? []) : (ctx?.tags ?? []);

/**
 * Adds two things to the store's own handler. A content change the local dataset announced on
 * the `content-changed` channel (content-changes.mjs), outside any request or in another process,
 * expires the `content` tag before the next lookup. And an entry counts as written when its
 * render began: a render that was under way when a tag it carries expired is not kept, so it
 * cannot pass for the new content.
 */
export default class SiteCacheHandler extends CacheHandler {
  async get(key, ctx) {
    await this.#followContentChanges();
    const entry = await super.get(key, ctx);
    if (!entry) noteRenderBegan(key);
    return entry;
  }

  async set(key, data, ctx) {
    await this.#followContentChanges();
    const began = renderBegan.get(key) ?? Date.now();
    renderBegan.delete(key);
    if (tagsOf(data, ctx).some((tag) => (expiredAt.get(tag) ?? 0) > began)) return;
    await super.set(key, data, { ...ctx, internal_lastModified: began });
  }

  async revalidateTag(tags, durations) {
    const now = Date.now();
    for (const tag of [tags].flat()) expiredAt.set(tag, now);
    await super.revalidateTag(tags, durations);
  }

  async #followContentChanges() {
    const changed = await lastContentChange(dataDir());
    if (changed <= appliedContentChange) return;
    appliedContentChange = changed;
    expiredAt.set(CONTENT_TAG, changed);
    await super.revalidateTag(CONTENT_TAG);
  }
}
