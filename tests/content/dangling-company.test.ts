import { describe, expect, it, vi } from 'vitest';
import { withTemporaryContent } from '../support/temporary-content';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

withTemporaryContent('dangling-company');

// job-79 is the demo's only offer of Nadhled Consulting.
const OFFER = 'job-79';
const COMPANY = 'company-nadhled-consulting';

describe('an offer whose company is gone', () => {
  it('is left out of the job list and its page is not found, instead of failing both', async () => {
    const { getJobOffer } = await import('@/content/jobs');
    const { searchJobOffers } = await import('@/search/job-offer-search');
    const { localDataset } = await import('@/content/local-dataset');
    const listed = async () =>
      (await searchJobOffers({ q: 'konzultant' }, { locale: 'cs', limit: 100 })).items.map((item) => item.id);
    expect(await listed()).toContain(OFFER);
    expect(await getJobOffer(OFFER, 'cs')).toMatchObject({ company: { id: COMPANY } });

    // Written around the lake, as an import may: the store itself holds no references.
    await (await localDataset()).mutate([{ delete: { id: COMPANY } }]);

    const items = (await searchJobOffers({}, { locale: 'cs', limit: 100 })).items;
    expect(items.map((item) => item.id)).not.toContain(OFFER);
    expect(items.every((item) => item.company?.name)).toBe(true);
    expect(await listed()).not.toContain(OFFER);
    expect(await getJobOffer(OFFER, 'cs')).toBeNull();
  });
});
