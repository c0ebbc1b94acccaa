import { matchPublicPath } from '@tribe/routes';
import { describe, expect, it } from 'vitest';
import { contentExists } from '@/content/content-exists';
import { localDataset } from '@/content/local-dataset';
import { contentNotFoundPage, contentOfPage } from '@/content/missing-content';

interface FirstDocument {
  _id: string;
  slug?: string;
  slugCs?: string;
}

const firstOf = async (type: string) =>
  (await localDataset()).query<FirstDocument>(
    `*[_type == $type][0]{ _id, "slug": slug.current, "slugCs": slug.cs.current }`,
    { type },
    'published',
  );

describe('whether the content an address names exists (demo content)', () => {
  it('finds a company by its slug and by its id, a job offer, an article and a category', async () => {
    const company = await firstOf('company');
    const job = await firstOf('jobOffer');
    const article = await firstOf('article');
    const category = await firstOf('magazineCategory');
    expect(await contentExists({ kind: 'companySlug', key: company.slug ?? '' })).toBe(true);
    expect(await contentExists({ kind: 'company', key: company._id, includeDrafts: true })).toBe(true);
    expect(await contentExists({ kind: 'jobOffer', key: job._id })).toBe(true);
    expect(await contentExists({ kind: 'article', key: article._id })).toBe(true);
    expect(await contentExists({ kind: 'magazineCategory', key: category.slugCs ?? '' })).toBe(true);
  });

  it('finds nothing for a name or id no document has, nor for a document of another type', async () => {
    const company = await firstOf('company');
    expect(await contentExists({ kind: 'companySlug', key: 'no-such-company' })).toBe(false);
    expect(await contentExists({ kind: 'jobOffer', key: company._id })).toBe(false);
    expect(await contentExists({ kind: 'article', key: '../../etc' })).toBe(false);
  });
});

describe('the content of a page', () => {
  it.each([
    ['/cs/spolecnost/acme', { kind: 'companySlug', key: 'acme' }],
    ['/en/company/acme/jobs', { kind: 'companySlug', key: 'acme' }],
    ['/cs/spolecnost/acme/prace/vyvojar/j%C5%AF1', { kind: 'jobOffer', key: 'jů1' }],
    ['/en/magazine/culture', { kind: 'magazineCategory', key: 'culture' }],
    ['/en/magazine/culture/a1', { kind: 'article', key: 'a1' }],
    ['/en/job/edit/j1', { kind: 'jobOffer', key: 'j1', includeDrafts: true }],
  ])('%s is about %o', (publicPath, content) => {
    const match = matchPublicPath(publicPath);
    expect(match && contentOfPage(match)).toEqual(content);
  });

  it.each(['/cs', '/en/jobs', '/cs/profil'])('%s is about no single document', (publicPath) => {
    const match = matchPublicPath(publicPath);
    expect(match && contentOfPage(match)).toBeNull();
  });

  it('is answered by a page below the locale that keeps the address to name', () => {
    expect(contentNotFoundPage('cs', '/cs/spolecnost/acme')).toBe('/cs/content-not-found/spolecnost/acme');
  });
});
