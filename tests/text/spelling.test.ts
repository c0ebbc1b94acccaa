import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Locale, locales } from '@tribe/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellers, type Speller } from './support/hunspell';
import { messageEntries, messageWords } from './support/message-words';
import { IN_THE_OTHER_LANGUAGE } from './support/other-language';

const root = path.resolve(import.meta.dirname, '../..');
const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(root, `web/messages/${locale}.json`), 'utf8')) as object;

/** Words the dictionaries lack that the copy rightly uses: names, trades' terms, loanwords. */
const projectWords = (locale: Locale) =>
  new Set(
    readFileSync(path.join(import.meta.dirname, `words/${locale}.txt`), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );

const otherLanguage = (locale: Locale): Locale => (locale === 'cs' ? 'en' : 'cs');

// An acronym (CV, PDF, GDPR) is read letter by letter.
const isAcronym = (word: string) => /^\p{Lu}{2,5}$/u.test(word);

let spellers: Record<Locale, Speller>;
beforeAll(async () => {
  spellers = await loadSpellers();
}, 60_000);

function isKnown(word: string, speller: Speller, allowed: Set<string>): boolean {
  if (speller.knows(word) || allowed.has(word) || allowed.has(word.toLowerCase()) || isAcronym(word))
    return true;
  const parts = word.split(/['’-]/);
  return parts.length > 1 && parts.every((part) => part === '' || isKnown(part, speller, allowed));
}

describe.each(locales)('the %s messages', (locale) => {
  it('are spelled as Hunspell’s dictionary of the language spells them', () => {
    const allowed = projectWords(locale);
    const misspelled = messageEntries(catalogue(locale)).flatMap(([key, message]) => {
      const language = IN_THE_OTHER_LANGUAGE[locale].includes(key) ? otherLanguage(locale) : locale;
      return messageWords(message)
        .filter((word) => !isKnown(word, spellers[language], allowed))
        .map((word) => `${word} (${key})`);
    });
    expect(misspelled).toEqual([]);
  });

  it('list only words the dictionary lacks as project words', () => {
    const redundant = [...projectWords(locale)].filter((word) => spellers[locale].knows(word));
    expect(redundant).toEqual([]);
  });
});
