import { describe, expect, it, vi } from 'vitest';
import { withTemporaryContent } from '../support/temporary-content';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

withTemporaryContent('company-order');

describe('the company list with a search text', () => {
  it('lists the best match first, not the first by name', async () => {
    const { searchCompanies } = await import('@/search/company-search');
    const { localDataset } = await import('@/content/local-dataset');
    // Datová továrna, first by name, now matches 'medicata' in an industry: weaker than a name.
    await (await localDataset()).mutate([
      {
        patch: {
          id: 'company-datova-tovarna',
          set: {
            industries: [
              { _key: 'partner', _type: 'localeString', cs: 'Partner Medicaty', en: 'Medicata partner' },
            ],
          },
        },
      },
    ]);
    const found = await searchCompanies({ locale: 'cs', text: 'medicata' });
    expect(found.items.map((company) => company.id)).toEqual(['company-medicata', 'company-datova-tovarna']);
    expect(found.total).toBe(2);
    const byName = await searchCompanies({ locale: 'cs', city: 'Brno' });
    const names = byName.items.map((company) => company.name);
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : 1)));
  });
});
