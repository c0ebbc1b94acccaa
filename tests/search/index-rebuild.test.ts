import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-search-rebuild-'));
  vi.stubEnv('DATA_DIR', dataDir);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe('pnpm search:rebuild', () => {
  it('makes the next search of a running server build its index anew', async () => {
    const { searchJobOffers } = await import('@/search/job-offer-search');
    const { searchEngine } = await import('@/search/search-engine-instance');
    const { localDataset } = await import('@/content/local-dataset');
    const { requestSearchRebuild } = await import('@/search/rebuild-request');
    const found = async (text: string) =>
      (await searchJobOffers({ q: text }, { locale: 'cs' })).items.map((item) => item.id);
    expect(await found('selenolog')).toEqual([]);

    // Stamped with an old time, the edit leaves the content's revision as it was: the index keeps
    // what it read, as it would after an edit made behind its back.
    await (await localDataset()).mutate([{ patch: { id: 'job-3', set: { 'title.cs': 'Selenolog/žka' } } }], {
      now: new Date('2020-01-01T00:00:00Z'),
    });
    expect(await found('selenolog')).toEqual([]);

    await requestSearchRebuild();
    expect(await found('selenolog')).toEqual(['job-3']);
    const rebuilt = await searchEngine();
    expect(await searchEngine()).toBe(rebuilt);
  });
});
