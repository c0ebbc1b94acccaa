import { describe, expect, it } from 'vitest';
import { formatNumber, quote, typeset, typesetContent } from '@/lib/text/typography';

const nbsp = '\u00A0';

describe('Czech typography', () => {
  it.each(['k', 's', 'v', 'z', 'o', 'u', 'a', 'i', 'K', 'S', 'V', 'Z', 'O', 'U', 'A', 'I'])(
    'keeps the one-letter word %s with the word after it',
    (word) => {
      expect(typeset(`Jdeme ${word} lesu.`, 'cs')).toBe(`Jdeme ${word}${nbsp}lesu.`);
      expect(typeset(`${word} lesu`, 'cs')).toBe(`${word}${nbsp}lesu`);
    },
  );

  it('binds a chain of one-letter words, and after a bracket or a quote', () => {
    expect(typeset('Pracujeme s lidmi a v týmu i z domova.', 'cs')).toBe(
      `Pracujeme s${nbsp}lidmi a${nbsp}v${nbsp}týmu i${nbsp}z${nbsp}domova.`,
    );
    expect(typeset('(v Praze)', 'cs')).toBe(`(v${nbsp}Praze)`);
  });

  it('leaves one-letter word endings and other letters alone', () => {
    expect(typeset('Praha 5 a okolí, vitamín C je fajn, tým B2B', 'cs')).toBe(
      `Praha 5 a${nbsp}okolí, vitamín C je fajn, tým B2B`,
    );
    expect(typeset('náš tým a', 'cs')).toBe('náš tým a');
  });

  it('sets straight and English quotes the Czech way', () => {
    expect(typeset('Říkáme "děláme to poctivě" a myslíme to vážně.', 'cs')).toBe(
      `Říkáme „děláme to poctivě“ a${nbsp}myslíme to vážně.`,
    );
    expect(typeset('“Nejlepší tým,” říká.', 'cs')).toBe('„Nejlepší tým,“ říká.');
  });

  it('changes nothing more the second time', () => {
    const once = typeset('Řekl "v pondělí" a šel k lesu.', 'cs');
    expect(typeset(once, 'cs')).toBe(once);
  });
});

describe('English typography', () => {
  it('curls straight quotes and keeps apostrophes and one-letter words', () => {
    expect(typeset('We say "do it right" and a team\'s word counts.', 'en')).toBe(
      "We say “do it right” and a team's word counts.",
    );
  });
});

describe('quotes and numbers by locale', () => {
  it('quotes in the language’s marks', () => {
    expect(quote('Dobrý tým', 'cs')).toBe('„Dobrý tým“');
    expect(quote('A good team', 'en')).toBe('“A good team”');
  });

  it('groups thousands as the language writes them', () => {
    expect(formatNumber(12500, 'cs')).toBe(`12${nbsp}500`);
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(formatNumber(2.5, 'cs')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });
});

describe('content typesetting', () => {
  const article = {
    _id: 'a v b',
    title: 'Práce v týmu',
    slug: 'prace-v-tymu',
    city: 'Lhota u Kolína',
    valueTags: ['Práce z domova'],
    body: [
      {
        _type: 'block',
        _key: 'k a',
        children: [{ _type: 'span', text: 'Řekla "ano" a odešla.', marks: [] }],
        markDefs: [{ _key: 'l', _type: 'link', href: 'https://example.com/?q="a b"' }],
      },
      { _type: 'image', alt: 'Tým v lese', asset: { _ref: 'image-a b' } },
    ],
    employeesCount: 120,
  };

  it('typesets every prose string at any depth, Portable Text spans included', () => {
    const czech = typesetContent(article, 'cs');
    expect(czech.title).toBe(`Práce v${nbsp}týmu`);
    expect(czech.body[0].children?.[0].text).toBe(`Řekla „ano“ a${nbsp}odešla.`);
    expect(czech.body[1].alt).toBe(`Tým v${nbsp}lese`);
    expect(czech.employeesCount).toBe(120);
    expect(typesetContent(article, 'en').body[0].children?.[0].text).toBe('Řekla “ano” a odešla.');
  });

  it('keeps identifiers, addresses and filter values as stored', () => {
    const czech = typesetContent(article, 'cs');
    expect(czech._id).toBe('a v b');
    expect(czech.slug).toBe('prace-v-tymu');
    expect(czech.city).toBe('Lhota u Kolína');
    expect(czech.valueTags).toEqual(['Práce z domova']);
    expect(czech.body[0]._key).toBe('k a');
    expect(czech.body[0].markDefs?.[0].href).toBe('https://example.com/?q="a b"');
    expect(czech.body[1].asset?._ref).toBe('image-a b');
  });
});
