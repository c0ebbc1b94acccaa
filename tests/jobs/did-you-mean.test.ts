import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DidYouMean } from '@/components/jobs/search/did-you-mean';
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
  Link: ({ href, ...props }: { href: { pathname: string; query: Record<string, string> } }) =>
    createElement('a', { ...props, href: `${href.pathname}?${new URLSearchParams(href.query)}` }),
}));

async function render(locale: 'cs' | 'en') {
  page.locale = locale;
  const element = await DidYouMean({
    href: { pathname: '/jobs' },
    filters: { q: 'pyhton', city: 'Brno' },
    suggestion: 'python',
  });
  return renderToStaticMarkup(element);
}

describe('"Did you mean …?" under an empty job search', () => {
  it('offers the close spelling in Czech, linked to its search with the filters kept', async () => {
    const html = await render('cs');
    expect(html).toContain('Měli jste na mysli <a');
    expect(html).toContain('href="/jobs?q=python&amp;city=Brno"');
    expect(html).toContain('>python</a>?');
  });

  it('offers it in English', async () => {
    expect(await render('en')).toMatch(
      /Did you mean <a [^>]*href="\/jobs\?q=python[^"]*"[^>]*>python<\/a>\?/,
    );
  });
});
