import { describe, expect, it, vi } from 'vitest';
import { withTemporaryContent } from '../support/temporary-content';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

withTemporaryContent('search-fresh');

describe('the search index', () => {
  it('finds a published change within 2 s', async () => {
    const { searchJobOffers } = await import('@/search/job-offer-search');
    const { searchCompanies } = await import('@/search/company-search');
    const { localDataset } = await import('@/content/local-dataset');
    expect((await searchJobOffers({ q: 'kosmonaut' }, { locale: 'cs' })).total).toBe(0);
    const published = performance.now();
    await (await localDataset()).mutate([
      { patch: { id: 'job-2', set: { 'title.cs': 'Kosmonaut/ka' } } },
      { patch: { id: 'company-medicata', set: { name: 'Medicata Orbit' } } },
    ]);
    const found = await searchJobOffers({ q: 'kosmonautka' }, { locale: 'cs' });
    expect(performance.now() - published).toBeLessThan(2000);
    expect(found.items.map((item) => item.id)).toEqual(['job-2']);
    expect(found.items[0].title).toBe('Kosmonaut/ka');
    const companies = await searchCompanies({ locale: 'en', text: 'orbit' });
    expect(companies.items.map((company) => company.id)).toEqual(['company-medicata']);
  });

  it('applies a changed, a new and an unpublished offer to the index it has, within 2 s', async () => {
    const { searchJobOffers } = await import('@/search/job-offer-search');
    const { searchEngine } = await import('@/search/search-engine-instance');
    const { localDataset } = await import('@/content/local-dataset');
    const store = await localDataset();
    const found = async (text: string) =>
      (await searchJobOffers({ q: text }, { locale: 'cs' })).items.map((item) => item.id);
    const unpublished = store.getDocument('job-5') as { title: { cs: string } } | null;
    const template = store.getDocument('job-4');
    if (!unpublished || !template) throw new Error('the demo content lacks job-4 or job-5');
    expect(await found(unpublished.title.cs)).toContain('job-5');
    const index = await searchEngine();

    const published = performance.now();
    await store.mutate([
      { patch: { id: 'job-3', set: { 'title.cs': 'Astronom/ka' } } },
      {
        create: {
          ...template,
          _id: 'job-planetolog',
          title: { _type: 'localeString', cs: 'Planetolog/žka', en: 'Planetologist' },
          publishedAt: new Date().toISOString(),
        },
      },
      { delete: { id: 'job-5' } },
    ]);
    expect(await found('astronomka')).toEqual(['job-3']);
    expect(await found('planetolog')).toEqual(['job-planetolog']);
    expect(await found(unpublished.title.cs)).not.toContain('job-5');
    expect(performance.now() - published).toBeLessThan(2000);
    expect(await searchEngine()).toBe(index);
  });
});
