import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-search-fresh-'));
  vi.stubEnv('CONTENT_DATA_DIR', dataDir);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the search index', () => {
  it('finds a published change within 2 s', async () => {
    const { searchJobOffers } = await import('@/content/jobs');
    const { searchCompanies } = await import('@/content/companies');
    const { localDataset } = await import('@/content/local/instance');
    expect((await searchJobOffers({ locale: 'cs', text: 'kosmonaut' })).total).toBe(0);
    const published = performance.now();
    await (await localDataset()).mutate([
      { patch: { id: 'job-2', set: { 'title.cs': 'Kosmonaut/ka' } } },
      { patch: { id: 'company-medicata', set: { name: 'Medicata Orbit' } } },
    ]);
    const found = await searchJobOffers({ locale: 'cs', text: 'kosmonautka' });
    expect(performance.now() - published).toBeLessThan(2000);
    expect(found.items.map((item) => item.id)).toEqual(['job-2']);
    expect(found.items[0].title).toBe('Kosmonaut/ka');
    const companies = await searchCompanies({ locale: 'en', text: 'orbit' });
    expect(companies.items.map((company) => company.id)).toEqual(['company-medicata']);
  });
});
