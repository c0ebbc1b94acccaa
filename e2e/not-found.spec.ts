import { expect, test } from '@playwright/test';

/** The 404 page is in the HTML itself: readable without JavaScript, in the page's language. */
const cases = [
  { locale: 'cs', what: 'an unknown path', path: '/cs/tahle-stranka-neexistuje' },
  { locale: 'cs', what: 'an unknown company', path: '/cs/spolecnost/zadna-takova-firma' },
  {
    locale: 'cs',
    what: 'an unknown job offer',
    path: '/cs/spolecnost/datova-tovarna/prace/nic/neni-takova-nabidka',
  },
  { locale: 'en', what: 'an unknown path', path: '/en/no-such-page' },
  { locale: 'en', what: 'an unknown company', path: '/en/company/no-such-company' },
  { locale: 'en', what: 'an unknown article', path: '/en/magazine/nothing/no-such-article' },
] as const;

const text = {
  cs: {
    title: 'Chyba 404 – Stránka nenalezena',
    missing: 'Stránka nenalezena:',
    home: 'Zpět na hlavní stránku',
  },
  en: { title: 'Error 404 - Page not found', missing: 'Page not found:', home: 'Back to home page' },
};

for (const { locale, what, path } of cases) {
  test(`${what} in ${locale} is a server-rendered 404`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
    expect(html).toContain(`<h1`);
    expect(html).toContain(text[locale].title);
    expect(html).toContain(`${text[locale].missing} ${path}`);
    expect(html).toContain(text[locale].home);
  });
}
