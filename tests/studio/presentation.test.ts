import { localizedPath } from '@tribe/routes';
import type { DocumentLocationResolverObject } from 'sanity/presentation';
import { describe, expect, it } from 'vitest';
import { mainDocuments, resolve } from '../../studio/presentation';

type Resolver = DocumentLocationResolverObject<string>;
const locationsOf = (type: string, doc: Record<string, string>) => {
  const resolvers = resolve?.locations as Record<string, Resolver>;
  return resolvers[type]?.resolve(doc);
};

describe('Presentation locations', () => {
  it.each([
    [
      'company',
      { id: 'company-pixelhouse', title: 'Pixelhouse' },
      'company',
      'Pixelhouse',
      ['Companies', '/cs/spolecnosti', '/en/companies'],
    ],
    [
      'jobOffer',
      { id: 'drafts.job-1', title: 'Junior Frontend developer' },
      'job',
      'Junior Frontend developer',
      ['Job offers', '/cs/prace', '/en/jobs'],
    ],
    [
      'article',
      { id: 'article-1', title: 'How to write a CV' },
      'magazine',
      'How to write a CV',
      ['Magazine', '/cs/magazin', '/en/magazine'],
    ],
  ])(
    'put a %s on its preview page and its list in both languages, by its published id',
    (type, doc, segment, title, [list, csList, enList]) => {
      const id = doc.id.replace('drafts.', '');
      expect(locationsOf(type, doc)).toEqual({
        locations: [
          { title: `${title} (cs)`, href: `/cs/${segment}/preview/${id}` },
          { title: `${title} (en)`, href: `/en/${segment}/preview/${id}` },
          { title: `${list} (cs)`, href: csList },
          { title: `${list} (en)`, href: enList },
        ],
      });
    },
  );

  it('gives a draft that was never published (no slug, no title) a preview too', () => {
    expect(locationsOf('jobOffer', { id: 'drafts.job-draft-only' })?.locations?.slice(0, 2)).toEqual([
      { title: 'job-draft-only (cs)', href: '/cs/job/preview/job-draft-only' },
      { title: 'job-draft-only (en)', href: '/en/job/preview/job-draft-only' },
    ]);
  });

  it('put the home page singleton on the home page in both languages', () => {
    expect((resolve?.locations as Record<string, unknown> | undefined)?.homePage).toEqual({
      locations: [
        { title: 'Home page (cs)', href: '/cs' },
        { title: 'Home page (en)', href: '/en' },
      ],
    });
  });
});

/** The resolver whose route matches a path, with the route's params (as the Presentation tool matches them). */
function mainDocumentFor(path: string) {
  for (const resolver of mainDocuments) {
    for (const route of [resolver.route].flat()) {
      const match = new URLPattern({ pathname: route }).exec({ pathname: path });
      if (!match) continue;
      const params = match.pathname.groups as Record<string, string>;
      if (!resolver.resolve) return { filter: resolver.filter };
      return resolver.resolve({ origin: 'http://localhost:3000', params, path });
    }
  }
  return null;
}

describe('Presentation main documents', () => {
  const pages = (locale: 'cs' | 'en') => [
    {
      path: localizedPath('/company/[company_slug]', locale, { company_slug: 'pixelhouse' }),
      filter: '_type == "company" && slug.current == $slug',
      params: { slug: 'pixelhouse' },
    },
    {
      path: localizedPath('/company/preview/[id]', locale, { id: 'company-pixelhouse' }),
      filter: '_type == "company" && _id == $id',
      params: { id: 'company-pixelhouse' },
    },
    {
      path: localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
        company_slug: 'pixelhouse',
        slug: 'junior-frontend',
        id: 'job-1',
      }),
      filter: '_type == "jobOffer" && _id == $id',
      params: { id: 'job-1' },
    },
    {
      path: localizedPath('/job/preview/[id]', locale, { id: 'job-1' }),
      filter: '_type == "jobOffer" && _id == $id',
      params: { id: 'job-1' },
    },
    {
      path: localizedPath('/magazine/[slug]/[id]', locale, { slug: 'jak-napsat-cv', id: 'article-1' }),
      filter: '_type == "article" && _id == $id',
      params: { id: 'article-1' },
    },
    {
      path: localizedPath('/magazine/preview/[id]', locale, { id: 'article-1' }),
      filter: '_type == "article" && _id == $id',
      params: { id: 'article-1' },
    },
  ];

  it.each(['cs', 'en'] as const)('name the document of every content page in %s', (locale) => {
    for (const { path, filter, params } of pages(locale)) {
      expect(mainDocumentFor(path), path).toEqual({ filter, params });
    }
  });

  it('match the real Czech and English paths (e.g. /cs/spolecnost/…, /en/company/…)', () => {
    expect(pages('cs')[0]?.path).toBe('/cs/spolecnost/pixelhouse');
    expect(pages('cs')[2]?.path).toBe('/cs/spolecnost/pixelhouse/prace/junior-frontend/job-1');
    expect(pages('en')[4]?.path).toBe('/en/magazine/jak-napsat-cv/article-1');
  });

  it('name the home page singleton on the home page, under / and in both languages', () => {
    for (const path of ['/', '/cs', '/en']) {
      expect(mainDocumentFor(path), path).toEqual({ filter: '_type == "homePage"' });
    }
  });

  it('name no document on pages that are not about one', () => {
    for (const path of ['/en/jobs', '/cs/spolecnost', '/en/company/pixelhouse/jobs', '/cs/magazin/rady']) {
      expect(mainDocumentFor(path), path).toBeNull();
    }
  });
});
