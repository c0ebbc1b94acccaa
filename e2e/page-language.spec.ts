import type { Page } from '@playwright/test';
import { demoDocuments, demoJobs, isLive, jobDetailPath } from './support/dataset';
import { messages } from './support/messages';
import { chooseAnalytics, locales, staticRoutes, TITLE_SUFFIX } from './support/site';
import { expect, test } from './support/test';

type Locale = (typeof locales)[number];

// The words of a catalogue's texts (ICU arguments and plural keywords left out), lower-cased.
function catalogueWords(catalogue: object): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.replace(
        /\{[^{}]*,\s*(?:plural|select)\s*,|\b(?:one|few|many|other)\s*\{|=\d+\s*\{|\{\w+\}/g,
        ' ',
      );
      for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(catalogue);
  return words;
}

const czech = catalogueWords(messages.cs);
const english = catalogueWords(messages.en);
// Names are the same in both languages: companies, technologies, people and places.
const names = new Set(
  demoDocuments().flatMap((doc) =>
    [doc.name, doc.person, doc.city, ...(Array.isArray(doc.locations) ? doc.locations : [])]
      .filter((value): value is string => typeof value === 'string')
      .flatMap((value) => value.toLowerCase().match(/\p{L}+/gu) ?? []),
  ),
);
// Interface words only one catalogue uses: a Czech word with diacritics that the English
// catalogue never uses, an English word of four letters or more the Czech one never uses (a
// shorter one may be Czech too: 'let', 'pro'), neither of them a name.
const onlyIn: Record<Locale, Set<string>> = {
  cs: new Set(
    [...czech].filter((word) => /[áčďéěíňóřšťúůýž]/.test(word) && !english.has(word) && !names.has(word)),
  ),
  en: new Set([...english].filter((word) => word.length >= 4 && !czech.has(word) && !names.has(word))),
};
const otherLocale = (locale: Locale): Locale => (locale === 'cs' ? 'en' : 'cs');

const job = demoJobs().find(isLive);
const company = demoDocuments().find((doc) => doc._type === 'company') as
  | { slug: { current: string } }
  | undefined;
const pages: { name: string; cs: string; en: string }[] = [
  ...staticRoutes,
  ...(job ? [{ name: 'job detail', cs: jobDetailPath(job, 'cs'), en: jobDetailPath(job, 'en') }] : []),
  ...(company
    ? [
        {
          name: 'company profile',
          cs: `/cs/spolecnost/${company.slug.current}`,
          en: `/en/company/${company.slug.current}`,
        },
      ]
    : []),
  { name: 'not found', cs: '/cs/tato-stranka-neni', en: '/en/no-such-page' },
];

function foreignWords(text: string, locale: Locale): string[] {
  const foreign = onlyIn[otherLocale(locale)];
  // A product name such as Next.js is not a word of either language.
  const words =
    text
      .replace(/\S+\.(?:js|ts)\b/g, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  return [...new Set(words)].filter((word) => foreign.has(word));
}

async function pageTitle(page: Page): Promise<string> {
  return (await page.title()).replace(TITLE_SUFFIX, '');
}

test('the word lists tell the languages apart', () => {
  expect(onlyIn.cs.has('přihlášku')).toBe(true);
  expect(onlyIn.en.has('application')).toBe(true);
  expect(foreignWords('Pracovní nabídky', 'en')).toEqual(['pracovní', 'nabídky']);
  expect(foreignWords('Job offers', 'cs')).toEqual(['offers']);
});

for (const route of pages) {
  for (const locale of locales) {
    test(`${route.name} (${locale}) has a title and interface in its own language`, async ({ page }) => {
      await page.goto(route[locale]);
      await chooseAnalytics(page, 'reject');
      expect(foreignWords(await pageTitle(page), locale), 'words of the other language in the title').toEqual(
        [],
      );
      // The interface around the content: the header, the navigation, the footer, every control
      // and label, and the page's headings (a card's heading is the content's own title).
      const interfaceTexts = await page
        .locator(
          'header, nav, footer, button, label, legend, [role="tab"], h1:not(article *), h2:not(article *), h3:not(article *)',
        )
        .allInnerTexts();
      expect(
        foreignWords(interfaceTexts.join('\n'), locale),
        'words of the other language in the interface',
      ).toEqual([]);
    });
  }
}
