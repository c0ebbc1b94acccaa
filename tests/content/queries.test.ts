import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_DATASET_WRITTEN_AT } from '@/content/demo-dataset-moment';
import * as queries from '@/content/queries';
import { InProcessSearchEngine } from '@/search/in-process-engine';
import { allJobs, demoCorpus } from '../search/support/demo-engine';

// Every site query, run on the demo dataset in both perspectives, must return the shape its
// generated type promises (web/contracts/sanity.types.ts), and be non-empty where the demo has data.
// The `cases` record is keyed by the exports of queries.ts, so a new query without a case fails to compile.
const contentDir = path.join(import.meta.dirname, '../../content');
let store: LocalDataset;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-contract-'));
  store = await LocalDataset.open({
    sourceDir: contentDir,
    dataDir,
    sourceWrittenAt: DEMO_DATASET_WRITTEN_AT,
  });
});

const image = z.object({
  _type: z.literal('image'),
  asset: z.object({ _ref: z.string().startsWith('image-') }),
});
const text = z.string().min(1);
const now = new Date().toISOString();
const theme = z.object({ primaryColor: z.string(), secondaryColor: z.string() });

const companyCard = z.object({
  id: text,
  name: text,
  slug: text,
  status: z.enum(['live', 'preparing', 'starting']),
  employeesCount: z.number().int().positive(),
  openPositionsCount: z.number().int().min(0),
  industries: z.array(text),
  locations: z.array(text),
  logo: image,
  previewImage: image,
  theme,
});
const jobCard = z.object({
  id: text,
  title: text,
  slug: text,
  companySlug: text,
  company: z.object({ id: text, name: text }),
  salaryFrom: z.number().nullable(),
  salaryTo: z.number().nullable(),
  seniority: z.enum(['junior', 'medior', 'senior']),
  workload: z.enum(['full-time', 'part-time']),
  workingMode: z.enum(['full-remote', 'onsite', 'hybrid']),
  employmentType: z.enum(['freelance', 'internship', 'employment-contract']),
  city: text,
  previewImage: image,
  publishedAt: text,
});
const articleCard = z.object({
  id: text,
  title: text,
  slug: text,
  kind: z.enum(['article', 'interview']),
  excerpt: text,
  coverImage: image,
  category: z.object({ id: text, title: text, slug: text }),
});
/** What the 'For you' ranking reads of an offer's work: its titles in both languages and its skills. */
const offerWork = z.object({
  titles: z.array(text.nullable()).length(2),
  skills: z.array(z.object({ slug: text, name: text })).nullable(),
});
const portableText = z.array(z.object({ _type: z.string(), _key: text })).min(1);

const cases: Record<
  keyof typeof queries,
  { params: Record<string, unknown>; schema: z.ZodType; nonEmpty?: boolean }
> = {
  siteSettingsQuery: {
    params: {},
    schema: z.object({ theme, socials: z.array(z.object({ kind: text, url: z.url() })).length(6) }),
  },
  homePageQuery: {
    params: { lang: 'cs', now },
    schema: z.object({
      heroTitle: text,
      companies: z.array(companyCard).min(1),
      articles: z.array(articleCard).min(1),
    }),
  },
  companySearchQuery: {
    params: {
      lang: 'en',
      now,
      ids: null,
      city: null,
      industry: null,
      value: null,
      offset: 0,
      end: 12,
    },
    schema: z.object({ items: z.array(companyCard).length(12), total: z.number().min(12) }),
  },
  companyFilterOptionsQuery: {
    params: { lang: 'cs' },
    schema: z.object({
      cities: z.array(text).min(8),
      industries: z.array(z.object({ key: text, label: text })).min(8),
      values: z.array(text),
    }),
  },
  companyBySlugQuery: {
    params: { slug: 'pixelhouse', lang: 'cs', now },
    schema: companyCard.extend({
      description: text,
      curiosities: z
        .array(z.object({ isPercentage: z.boolean(), value: z.number() }))
        .min(3)
        .max(6),
      media: z.array(z.object({ type: z.enum(['image', 'video']), altText: text })).min(6),
      socials: z.array(z.object({ kind: text, url: z.url() })).length(6),
      techStack: z.array(z.object({ id: text, name: text, icon: image })).min(1),
      values: portableText,
      culture: portableText,
      stories: z.array(z.object({ person: text, role: text, story: text, photo: image })).min(2),
    }),
  },
  companyByIdQuery: {
    params: { id: 'company-koruna-pay', lang: 'en', now },
    schema: companyCard.extend({ description: text }),
  },
  jobCardsQuery: {
    params: { ids: ['job-1', 'job-2', 'job-3', 'no-such-offer'], lang: 'cs' },
    schema: z.array(jobCard).length(3),
  },
  forYouCompaniesQuery: {
    params: { lang: 'cs', now },
    schema: z
      .array(companyCard.extend({ valueTags: z.array(text), openOffers: z.array(offerWork) }))
      .length(12)
      .refine((companies) => companies.some((company) => company.openOffers.length > 0)),
  },
  forYouOffersQuery: {
    params: { lang: 'cs', now, ids: ['job-1', 'job-2', 'job-3', 'no-such-offer'] },
    schema: z
      .array(
        jobCard.extend({ valueTags: z.array(text), industries: z.array(text).min(1), ...offerWork.shape }),
      )
      .length(3),
  },
  offerTitlesQuery: { params: { lang: 'cs', now }, schema: z.array(text).min(30) },
  skillNamesQuery: { params: { slugs: ['react', 'cpp', 'no-such'] }, schema: z.array(text).length(2) },
  skillsQuery: { params: {}, schema: z.array(z.object({ slug: text, name: text })).min(30) },
  jobSearchDocumentsQuery: {
    params: {},
    schema: z
      .array(
        z.object({
          id: text,
          title: z.object({ cs: text, en: text }),
          companyName: text,
          companySlug: text,
          tech: z.array(text),
          companyTech: z.array(text).min(1),
          bodyCs: text,
          bodyEn: text,
          publishedAt: text,
        }),
      )
      .min(80),
  },
  companySearchDocumentsQuery: {
    params: {},
    schema: z.array(z.object({ id: text, name: text, locations: z.array(text) })).min(12),
  },
  searchSynonymsQuery: {
    params: {},
    schema: z
      .array(z.object({ terms: z.array(text).min(2), oneWay: z.boolean().nullable() }))
      .min(30)
      .refine((groups) => groups.some((group) => group.oneWay), 'a one-way group'),
  },
  exchangeRatesQuery: {
    params: {},
    schema: z.object({ date: z.iso.date(), eur: z.number().positive(), usd: z.number().positive() }),
  },
  searchRevisionQuery: {
    params: {},
    schema: z.object({ updatedAt: text, count: z.number().min(100), technologies: z.number().min(1) }),
  },
  searchIndexChangesQuery: {
    params: { since: '2000-01-01T00:00:00Z' },
    schema: z.object({
      companies: z.array(z.object({ id: text, name: text, tech: z.array(text).min(1) })).min(12),
      jobCount: z.number().min(80),
      companyCount: z.number().min(12),
    }),
  },
  changedJobSearchDocumentsQuery: {
    params: { since: '2100-01-01T00:00:00Z', companyIds: ['company-pixelhouse'] },
    schema: z
      .array(z.object({ id: text, companyId: z.literal('company-pixelhouse'), companyName: text }))
      .min(1),
  },
  searchIndexChangesByIdQuery: {
    params: { ids: ['company-pixelhouse', 'job-1'] },
    schema: z.object({
      companies: z.array(z.object({ id: z.literal('company-pixelhouse'), name: text })).length(1),
      jobCount: z.number().min(80),
      companyCount: z.number().min(12),
    }),
  },
  jobSearchDocumentsByIdQuery: {
    params: { ids: ['job-1', 'company-pixelhouse', 'job-gone'] },
    schema: z.array(z.object({ id: z.literal('job-1'), companyName: text })).length(1),
  },
  companiesJobSearchDocumentsQuery: {
    params: { companyIds: ['company-pixelhouse'] },
    schema: z
      .array(z.object({ id: text, companyId: z.literal('company-pixelhouse'), companyName: text }))
      .min(1),
  },
  searchIndexIdsQuery: {
    params: {},
    schema: z.object({ jobIds: z.array(text).min(80), companyIds: z.array(text).min(12) }),
  },
  jobOfferQuery: {
    params: { id: 'job-1', lang: 'en' },
    schema: jobCard.extend({
      slugs: z.object({ cs: text, en: text }),
      sections: z.array(z.object({ heading: text, body: portableText })).min(1),
      benefits: z.array(text).min(1),
    }),
  },
  companyJobOffersQuery: {
    params: { companyId: 'company-pixelhouse', lang: 'cs', limit: 4, now },
    schema: z.array(jobCard).length(4),
  },
  companyNamesBySlugQuery: {
    params: { slugs: ['pixelhouse', 'no-such-company'] },
    schema: z.array(z.object({ slug: z.literal('pixelhouse'), name: text })).length(1),
  },
  citiesQuery: { params: {}, schema: z.array(text).min(8) },
  companyOptionsQuery: { params: {}, schema: z.array(z.object({ id: text, name: text })).min(12) },
  // No demo company has an IČO: the query answers none.
  companyIdByIcoQuery: { params: { ico: '00006947' }, schema: z.null() },
  articlesQuery: { params: { lang: 'en', categorySlug: null }, schema: z.array(articleCard).min(16) },
  articleQuery: {
    params: { id: 'article-1', lang: 'cs' },
    schema: articleCard.extend({
      body: portableText,
      bodyText: z.string().min(1),
      slugs: z.object({ cs: text, en: text }),
    }),
  },
  categoriesQuery: {
    params: { lang: 'cs' },
    schema: z.array(z.object({ id: text, title: text, slug: text })).min(4),
  },
  b2bPageQuery: {
    params: { lang: 'en' },
    schema: z.object({
      services: z.array(z.object({ id: text, title: text, description: text })).length(5),
      testimonials: z.array(z.object({ person: text, quote: text })).min(1),
    }),
  },
  technologiesQuery: { params: {}, schema: z.array(z.object({ id: text, name: text, icon: image })).min(10) },
  legalPageQuery: {
    params: { kind: 'privacy', lang: 'en' },
    schema: z.object({ title: text, body: portableText }),
  },
  sitemapQuery: {
    params: { now },
    schema: z.object({
      companies: z.array(z.object({ slug: text })).min(10),
      jobOffers: z
        .array(z.object({ id: text, companySlug: text, slugs: z.object({ cs: text, en: text }) }))
        .min(70),
      articles: z.array(z.object({ id: text })).min(16),
      categories: z.array(z.object({ slugs: z.object({ cs: text, en: text }) })).min(4),
    }),
  },
  followTargetsQuery: {
    params: { ids: ['company-medicata', 'job-2', 'no-such-id'], lang: 'cs' },
    schema: z
      .array(z.object({ id: text, type: z.enum(['company', 'jobOffer']), title: text, slug: text, image }))
      .length(2),
  },
  eventTargetsQuery: {
    params: { ids: ['company-medicata', 'job-2', 'no-such-id'] },
    schema: z.array(z.object({ id: text, type: z.enum(['company', 'jobOffer']), companyId: text })).length(2),
  },
  applicationOfferQuery: {
    params: { id: 'job-1', lang: 'cs', now },
    schema: z.object({
      title: text,
      slug: text,
      live: z.boolean(),
      company: z.object({
        id: text,
        name: text,
        slug: text,
        responseDays: z.number().int().positive().nullable(),
      }),
    }),
  },
  applicationCompanyQuery: {
    params: { id: 'company-medicata' },
    schema: z.object({
      id: text,
      name: text,
      slug: text,
      recruitingEmail: z.email(),
      responseDays: z.number().int().positive().nullable(),
    }),
  },
  jobOfferClosingQuery: {
    params: { ids: ['job-1', 'job-2', 'no-such-offer'] },
    schema: z
      .array(z.object({ id: z.enum(['job-1', 'job-2']), validThrough: z.iso.datetime().nullable() }))
      .length(2),
  },
  contentExistsQuery: {
    params: { kind: 'jobOffer', key: 'job-1' },
    schema: z.literal(true),
  },
};

describe.each(['published', 'drafts'] as const)('site queries in the %s perspective', (perspective) => {
  it.each(Object.keys(cases) as (keyof typeof queries)[])('%s returns its promised shape', async (name) => {
    const { params, schema } = cases[name];
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks every exported query by name
    const result = await store.query(queries[name], params, perspective);
    const parsed = schema.safeParse(result);
    expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
  });
});

const searchAll = async (moment = now) =>
  new InProcessSearchEngine(await demoCorpus(store)).searchJobs(allJobs({ now: moment }));

describe('query behaviour on the demo dataset', () => {
  it('falls back to the other language when a translation is missing', async () => {
    await store.mutate([
      { createOrReplace: { _id: 'category-test', _type: 'magazineCategory', title: { cs: 'Jen česky' } } },
    ]);
    const categories = await store.query<{ id: string; title: string }[]>(queries.categoriesQuery, {
      lang: 'en',
    });
    expect(categories.find((c) => c.id === 'category-test')?.title).toBe('Jen česky');
    await store.mutate([{ delete: { id: 'category-test' } }]);
  });

  it('shows draft changes only in the drafts perspective', async () => {
    const params = { id: 'job-1', lang: 'en' };
    const published = await store.query<{ title: string }>(queries.jobOfferQuery, params, 'published');
    const draft = await store.query<{ title: string }>(queries.jobOfferQuery, params, 'drafts');
    expect(published.title).not.toContain('(draft)');
    expect(draft.title).toContain('(draft)');
  });

  it('leaves offers past validThrough out of searches, company lists, counts and the sitemap', async () => {
    const expired = {
      _id: 'job-expired-test',
      _type: 'jobOffer',
      title: { en: 'Expired test offer', cs: 'Prošlá testovací nabídka' },
      slug: { en: { current: 'expired-test-offer' }, cs: { current: 'prosla-testovaci-nabidka' } },
      company: { _type: 'reference', _ref: 'company-pixelhouse' },
      seniority: 'junior',
      workload: 'full-time',
      workingMode: 'onsite',
      employmentType: 'internship',
      city: 'Praha',
      publishedAt: '2099-01-01T00:00:00Z',
      validThrough: '2020-01-01T00:00:00Z',
    };
    const before = await searchAll();
    await store.mutate([{ createOrReplace: expired }]);
    try {
      const after = await searchAll();
      expect(after.total).toBe(before.total);
      expect(after.ids).not.toContain(expired._id);
      const offers = await store.query<{ id: string }[]>(queries.companyJobOffersQuery, {
        companyId: 'company-pixelhouse',
        lang: 'en',
        limit: 50,
        now,
      });
      expect(offers.map((offer) => offer.id)).not.toContain(expired._id);
      const company = await store.query<{ openPositionsCount: number }>(queries.companyBySlugQuery, {
        slug: 'pixelhouse',
        lang: 'en',
        now,
      });
      expect(company.openPositionsCount).toBe(offers.length);
      const sitemap = await store.query<{ jobOffers: { id: string }[] }>(queries.sitemapQuery, { now });
      expect(sitemap.jobOffers.map((offer) => offer.id)).not.toContain(expired._id);
      const earlier = await searchAll('2019-06-01T00:00:00.000Z');
      expect(earlier.ids).toContain(expired._id);
    } finally {
      await store.mutate([{ delete: { id: expired._id } }]);
    }
  });
});
