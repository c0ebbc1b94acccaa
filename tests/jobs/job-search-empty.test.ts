import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { JobSearchEmpty, narrowing } from '@/components/jobs/search/job-search-empty';
import cs from '../../web/messages/cs.json';
import en from '../../web/messages/en.json';

const catalogues = { cs, en };
const page = vi.hoisted(() => ({ locale: 'cs' as 'cs' | 'en' }));

// The page's translations, as the request would give them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'JobList') =>
    createTranslator({ locale: page.locale, messages: catalogues[page.locale], namespace }),
}));
// The site's Link needs Next's router; here it is the anchor it renders, its query kept as given.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: { href: string | { pathname: string; query?: Record<string, string> } }) =>
    createElement('a', {
      ...props,
      href: typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`,
    }),
}));

type Outcome = Pick<Parameters<typeof JobSearchEmpty>[0], 'suggestion' | 'fewerWords'>;

async function render(
  locale: 'cs' | 'en',
  outcome: Outcome,
  search: Pick<Parameters<typeof JobSearchEmpty>[0], 'narrowedBy' | 'filters'> = {
    narrowedBy: 'filters',
    filters: { q: 'pyhton', city: 'Brno' },
  },
) {
  page.locale = locale;
  const element = await JobSearchEmpty({ href: { pathname: '/jobs' }, ...search, ...outcome });
  // The empty state's parts are async server components: rendered whole before they are read.
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('"Did you mean …?" under an empty job search', () => {
  it('offers the close spelling in Czech, linked to its search with the filters kept', async () => {
    const html = await render('cs', { suggestion: 'python', fewerWords: [] });
    expect(html).toContain('Měli jste na mysli <a');
    expect(html).toContain('href="/jobs?q=python&amp;city=Brno"');
    expect(html).toContain('>python</a>?');
  });

  it('offers it in English', async () => {
    expect(await render('en', { suggestion: 'python', fewerWords: [] })).toMatch(
      /Did you mean <a [^>]*href="\/jobs\?q=python[^"]*"[^>]*>python<\/a>\?/,
    );
  });
});

describe('the searches with a word fewer under an empty job search', () => {
  const fewerWords = [
    { query: 'svářeč', total: 1 },
    { query: 'praha', total: 21 },
  ];

  it('links each, with its count in Czech, the filters kept', async () => {
    const html = await render('cs', { suggestion: null, fewerWords });
    expect(html).toContain(cs.JobList.fewer_words);
    expect(html).toContain('href="/jobs?q=sv%C3%A1%C5%99e%C4%8D&amp;city=Brno"');
    expect(html).toMatch(/>svářeč<\/span> <span[^>]*>1 nabídka<\/span>/);
    expect(html).toMatch(/>praha<\/span> <span[^>]*>21 nabídek<\/span>/);
    expect(html).not.toContain('Měli jste na mysli');
  });

  it('counts in English', async () => {
    const html = await render('en', { suggestion: null, fewerWords });
    expect(html).toContain(en.JobList.fewer_words);
    expect(html).toMatch(/>praha<\/span> <span[^>]*>21 offers<\/span>/);
  });

  it('is not offered when there is none', async () => {
    expect(await render('en', { suggestion: null, fewerWords: [] })).not.toContain(
      'data-testid="fewer-words"',
    );
  });
});

describe('the way back from an empty search', () => {
  const wordsOnly = { narrowedBy: 'words', filters: { q: 'kosmonaut' } } as const;
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('clears the search of words alone, with a hint to try other words where nothing else is offered', async () => {
    const html = text(await render('cs', { suggestion: null, fewerWords: [] }, wordsOnly));
    expect(html).toContain(
      'Žádná otevřená nabídka neobsahuje hledaný výraz. Zkuste jiné nebo obecnější slovo.',
    );
    expect(html).toContain('Zrušit hledání');
    expect(html).not.toContain(cs.JobList.empty_hint_filtered);
    expect(html).not.toContain(cs.JobList.clear_filters);
  });

  it('says nothing more under a spelling or shorter searches to try', async () => {
    const html = text(
      await render('en', { suggestion: null, fewerWords: [{ query: 'kosmonaut', total: 2 }] }, wordsOnly),
    );
    expect(html).toContain(en.JobList.fewer_words);
    expect(html).not.toContain(en.JobList.empty_hint_words);
    expect(html).toContain('Clear the search');
  });

  it('clears every filter when filters narrowed it too', async () => {
    const html = text(await render('en', { suggestion: 'python', fewerWords: [] }));
    expect(html).toContain(en.JobList.empty_hint_filtered);
    expect(html).toContain('Clear all filters');
  });
});

describe('what narrowed an empty list', () => {
  it('is the words alone only on the first page with no other filter', () => {
    expect(narrowing(0, false, 1)).toBe('nothing');
    expect(narrowing(1, true, 1)).toBe('words');
    expect(narrowing(1, false, 1)).toBe('filters');
    expect(narrowing(2, true, 1)).toBe('filters');
    expect(narrowing(1, true, 2)).toBe('filters');
    expect(narrowing(0, false, 3)).toBe('filters');
  });
});
