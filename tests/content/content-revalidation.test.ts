import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { default: SiteCacheHandler } = await import('@/config/cache-handler.mjs');
const { CONTENT_TAG } = await import('@/content/cache/content-tags');
const { revalidateOnLocalChange } = await import('@/content/local-dataset');
const { LocalDataset } = await import('@tribe/local-dataset');

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tribe-revalidation-'));
  await mkdir(path.join(root, 'source'));
  const company = { _id: 'company-1', _type: 'company', name: 'Datová továrna' };
  await writeFile(path.join(root, 'source', 'dataset.ndjson'), `${JSON.stringify(company)}\n`);
  vi.stubEnv('DATA_DIR', path.join(root, 'data'));
  vi.stubEnv('REDIS_URL', '');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(root, { recursive: true, force: true });
});

/** The dataset as the site opens it: its changes reach the cached pages. */
async function openDataset() {
  const store = await LocalDataset.open({
    sourceDir: path.join(root, 'source'),
    dataDir: path.join(root, 'data'),
  });
  revalidateOnLocalChange(store);
  return store;
}

/** Next.js's cache handler as the server makes it, and one cached page of content. */
function cachedPage() {
  const handler = new SiteCacheHandler({ serverDistDir: path.join(root, 'server'), dev: false } as never);
  const key = `/cs/spolecnost/${randomUUID()}`;
  const lookup = { kind: 'APP_PAGE', softTags: [] } as never;
  const page = (html: string) =>
    ({
      kind: 'APP_PAGE',
      html,
      rscData: undefined,
      headers: { 'x-next-cache-tags': `${CONTENT_TAG},_N_T_/layout` },
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    }) as never;
  return {
    /** The page's HTML as the cache holds it, or null when the next visit renders it anew. */
    read: async () =>
      ((await handler.get(key, lookup)) as { value: { html: string } } | null)?.value.html ?? null,
    store: (html: string) => handler.set(key, page(html), { cacheControl: { revalidate: false } } as never),
  };
}

describe('cached pages and the local dataset', () => {
  it('expire when a published change is written outside any request', async () => {
    const store = await openDataset();
    const page = cachedPage();
    expect(await page.read()).toBeNull();
    await page.store('<h1>Datová továrna</h1>');
    expect(await page.read()).toBe('<h1>Datová továrna</h1>');

    await store.mutate([{ patch: { id: 'company-1', set: { name: 'Datová továrna a syn' } } }]);
    expect(await page.read()).toBeNull();
    expect(await store.query('*[_id == "company-1"][0].name')).toBe('Datová továrna a syn');
  });

  it('stay while only drafts change, and expire when the draft is published', async () => {
    const store = await openDataset();
    const page = cachedPage();
    await page.read();
    await page.store('<h1>Datová továrna</h1>');
    await store.mutate([
      { createOrReplace: { _id: 'drafts.company-1', _type: 'company', name: 'Datová továrna 2' } },
    ]);
    await store.mutate([{ patch: { id: 'drafts.company-1', set: { name: 'Datová továrna 3' } } }]);
    expect(await page.read()).toBe('<h1>Datová továrna</h1>');
    await store.mutate([
      { createOrReplace: { _id: 'company-1', _type: 'company', name: 'Datová továrna 3' } },
      { delete: { id: 'drafts.company-1' } },
    ]);
    expect(await page.read()).toBeNull();
  });

  it('do not keep a page whose render began before a publish, and keep the next one', async () => {
    const store = await openDataset();
    const page = cachedPage();
    expect(await page.read()).toBeNull();
    // The render reads the old name, the publish lands, then the render stores what it made.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.mutate([{ patch: { id: 'company-1', set: { name: 'Datová továrna a syn' } } }]);
    await page.store('<h1>Datová továrna</h1>');
    expect(await page.read()).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await page.store('<h1>Datová továrna a syn</h1>');
    expect(await page.read()).toBe('<h1>Datová továrna a syn</h1>');
  });
});
