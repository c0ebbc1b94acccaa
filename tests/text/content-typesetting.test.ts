import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveJobs } from '../applications/support/demo-jobs';

type Content = typeof import('@/content/fetch');
type Queries = typeof import('@/content/queries');
let content: Content;
let queries: Queries;

beforeAll(async () => {
  process.env.CONTENT_DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'tribe-typesetting-'));
  content = await import('@/content/fetch');
  queries = await import('@/content/queries');
});

// A one-letter preposition or conjunction followed by an ordinary space could end a line.
const BREAKABLE_ONE_LETTER_WORD = /(^|\s)[ksvzouai] /i;

describe('content read in a language', () => {
  it('comes typeset for Czech: no one-letter word can end a line, no straight quotes', async () => {
    const now = new Date().toISOString();
    const companies = await content.fetchContent({
      query: queries.forYouCompaniesQuery,
      params: { lang: 'cs' },
    });
    const offers = await content.fetchContent({
      query: queries.forYouOffersQuery,
      params: { lang: 'cs', now, ids: liveJobs.map((job) => job._id) },
    });
    const texts = [
      ...offers.map((offer) => offer.title),
      ...companies.flatMap((company) => [company.name, ...(company.industries ?? [])]),
    ].filter((text): text is string => typeof text === 'string');
    const profiles = await Promise.all(
      companies.map((company) =>
        content.fetchContent({
          query: queries.companyByIdQuery,
          params: { id: company.id, lang: 'cs', now },
        }),
      ),
    );
    const descriptions = profiles.flatMap((profile) => (profile?.description ? [profile.description] : []));
    expect(descriptions.length).toBeGreaterThan(5);
    for (const text of [...texts, ...descriptions]) {
      expect(text).not.toMatch(BREAKABLE_ONE_LETTER_WORD);
      expect(text).not.toContain('"');
    }
  });

  it('keeps the stored filter values, so the filters still match the content', async () => {
    const options = await content.fetchContent({
      query: queries.companyFilterOptionsQuery,
      params: { lang: 'cs' },
    });
    const raw = await content.fetchContent({ query: queries.companyFilterOptionsQuery, params: {} });
    expect(options.cities).toEqual(raw.cities);
    expect(options.values).toEqual(raw.values);
  });
});
