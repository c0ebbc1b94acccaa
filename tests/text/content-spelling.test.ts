import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Locale, locales } from '@tribe/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellers, type Speller } from './support/hunspell';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const root = path.resolve(import.meta.dirname, '../..');
const documents = readFileSync(path.join(root, 'content/dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { [key: string]: Json })
  .filter((doc) => !String(doc._id).startsWith('drafts.') && !String(doc._type).startsWith('sanity.'));

// Fields that hold identifiers, addresses or media, not prose.
const NOT_PROSE = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  'slug',
  'asset',
  'url',
  'videoId',
  'href',
  'email',
]);
// Plain (not localized) strings under these keys are names: a company's, a person's, a technology's, a city.
const NAME_FIELDS = new Set(['name', 'title', 'city', 'author', 'person', 'role', 'label']);

const isPortableText = (value: Json): value is { [key: string]: Json }[] =>
  Array.isArray(value) &&
  value.every((block) => typeof block === 'object' && block !== null && '_type' in block);

function spanTexts(blocks: { [key: string]: Json }[]): string[] {
  return blocks.flatMap((block) =>
    Array.isArray(block.children)
      ? block.children.flatMap((child) =>
          typeof child === 'object' && child && !Array.isArray(child) && typeof child.text === 'string'
            ? [child.text]
            : [],
        )
      : [],
  );
}

/** Every text the demo content shows in a language, and every plain name it gives. */
function collect(value: Json, key: string, texts: Record<Locale, string[]>, names: string[]) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, texts, names);
    return;
  }
  if (typeof value === 'string') {
    if (NAME_FIELDS.has(key)) names.push(value);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const localized = locales.some(
    (locale) => typeof value[locale] === 'string' || isPortableText(value[locale]),
  );
  if (localized) {
    for (const locale of locales) {
      const text = value[locale];
      if (typeof text === 'string') texts[locale].push(text);
      else if (isPortableText(text)) texts[locale].push(...spanTexts(text));
    }
    return;
  }
  for (const [name, child] of Object.entries(value)) {
    if (!NOT_PROSE.has(name)) collect(child, name, texts, names);
  }
}

const texts: Record<Locale, string[]> = { cs: [], en: [] };
const names: string[] = [];
for (const doc of documents) collect(doc, '', texts, names);

// Two letters or more: a single letter is a word of the dictionary or a list marker ('písm. b)').
const WORD = /\p{L}{2,}(?:['’-]\p{L}+)*/gu;
// The feminine form of a job title written after a slash ('Vývojář/ka', 'vědec/vědkyně').
const FEMININE_ENDING = /\/\p{Ll}+/gu;
const ADDRESSES = /\b(?:https?|ftps?):\/\/\S+|\S+@\S+|\b[\w-]+\.(?:cz|com|org|io|dev)\b/g;
const wordsOf = (text: string) => text.replace(ADDRESSES, ' ').replace(FEMININE_ENDING, '').match(WORD) ?? [];
const nameWords = new Set(names.flatMap(wordsOf));

/** Words the dictionaries lack that the demo content rightly uses (tests/text/words/content-{locale}.txt). */
const contentWords = (locale: Locale) =>
  new Set(
    readFileSync(path.join(import.meta.dirname, `words/content-${locale}.txt`), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );

const isAcronym = (word: string) => /^\p{Lu}[\p{Lu}\d]{1,5}$/u.test(word);

function isKnown(word: string, speller: Speller, allowed: Set<string>): boolean {
  if (speller.knows(word) || allowed.has(word) || nameWords.has(word) || isAcronym(word)) return true;
  const parts = word.split(/['’-]/);
  return parts.length > 1 && parts.every((part) => part === '' || isKnown(part, speller, allowed));
}

let spellers: Record<Locale, Speller>;
beforeAll(async () => {
  spellers = await loadSpellers();
}, 60_000);

describe.each(locales)('the demo content in %s', (locale) => {
  it('is spelled as Hunspell’s dictionary of the language spells it, names aside', () => {
    expect(texts[locale].length).toBeGreaterThan(500);
    const allowed = contentWords(locale);
    const misspelled = new Set(
      texts[locale].flatMap((text) =>
        wordsOf(text).filter((word) => !isKnown(word, spellers[locale], allowed)),
      ),
    );
    expect([...misspelled].sort()).toEqual([]);
  });

  it('lists only words the dictionary lacks as content words', () => {
    const redundant = [...contentWords(locale)].filter((word) => spellers[locale].knows(word));
    expect(redundant).toEqual([]);
  });
});
