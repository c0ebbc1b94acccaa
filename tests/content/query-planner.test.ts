import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { documentsInPerspective, LocalDataset, readNdjsonDir } from '@tribe/local-dataset';
import fc from 'fast-check';
import { evaluate, parse } from 'groq-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articlesQuery,
  companyJobOffersQuery,
  companySearchQuery,
  contentExistsQuery,
  followTargetsQuery,
  jobCardsQuery,
  jobSearchDocumentsQuery,
} from '@/content/queries';

// The store narrows `*[filter]` to indexed candidates before groq-js runs; these properties check
// that it returns exactly what plain groq-js returns on the whole dataset.
const contentDir = path.join(import.meta.dirname, '../../content');
let store: LocalDataset;
let published: Awaited<ReturnType<typeof readNdjsonDir>>;

beforeAll(async () => {
  store = await LocalDataset.open({
    sourceDir: contentDir,
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'tribe-plan-')),
  });
  published = documentsInPerspective(await readNdjsonDir(contentDir), 'published');
});

async function plain(query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset: published, params })).get();
}

describe('the query planner', () => {
  it('returns what plain groq-js returns for job cards and the search index documents', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          lang: fc.constantFrom('cs', 'en'),
          ids: fc.subarray(['job-1', 'job-2', 'job-17', 'job-40', 'no-such-offer']),
        }),
        async (generated) => {
          const params = { ...generated }; // fast-check builds prototype-less objects; groq-js wants plain ones
          expect(await store.query(jobCardsQuery, params)).toEqual(await plain(jobCardsQuery, params));
        },
      ),
      { numRuns: 20 },
    );
    expect(await store.query(jobSearchDocumentsQuery, {})).toEqual(await plain(jobSearchDocumentsQuery, {}));
  });

  it('returns what plain groq-js returns for companies, a company’s offers and articles', async () => {
    const now = new Date().toISOString();
    const companies = { ids: null, city: null, industry: null, value: null, offset: 0, end: 12, now };
    for (const params of [
      { ...companies, lang: 'cs', ids: ['company-pixelhouse', 'company-medicata'] },
      { ...companies, lang: 'en', city: 'Brno' },
      { ...companies, lang: 'en', industry: 'Software', value: 'craft' },
    ]) {
      expect(await store.query(companySearchQuery, params)).toEqual(await plain(companySearchQuery, params));
    }
    const offers = { companyId: 'company-koruna-pay', lang: 'en', limit: 4, now: new Date().toISOString() };
    expect(await store.query(companyJobOffersQuery, offers)).toEqual(
      await plain(companyJobOffersQuery, offers),
    );
    const articles = { lang: 'cs', categorySlug: 'kariera' };
    expect(await store.query(articlesQuery, articles)).toEqual(await plain(articlesQuery, articles));
  });

  it('returns what plain groq-js returns for `_id in $ids` with any ids', async () => {
    const known = published.slice(0, 40).map((doc) => doc._id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...known), fc.string(), fc.integer()), { maxLength: 8 }),
        fc.constantFrom('cs', 'en'),
        async (ids, lang) => {
          const params = { ids, lang };
          expect(await store.query(followTargetsQuery, params)).toEqual(
            await plain(followTargetsQuery, params),
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('returns what plain groq-js returns for filters whose branches a parameter decides', async () => {
    const filters = [
      contentExistsQuery,
      '*[($kind == "company" && _type == "company" && slug.current == $key) || ($kind == "job" && _type == "jobOffer" && city == $key)]._id',
      '*[(true || _type == "article") && _type == "company"]._id',
      '*[(false && _type == "article") || (_type == "company" && $kind != "none")]._id',
      '*[$kind == "nothing" && _type == "company"]._id',
    ];
    const kinds = ['companySlug', 'company', 'jobOffer', 'article', 'magazineCategory', 'job', 'none'];
    const keys = ['datova-tovarna', 'company-pixelhouse', 'job-1', 'Brno', 'kariera', 'no-such-key'];
    for (const query of filters) {
      for (const kind of kinds) {
        for (const key of keys) {
          const params = { kind, key };
          expect(await store.query(query, params)).toEqual(await plain(query, params));
        }
      }
    }
    expect(await store.query(contentExistsQuery, { kind: 'companySlug', key: 'datova-tovarna' })).toBe(true);
  });
});
