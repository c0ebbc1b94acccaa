import { describe, expect, it } from 'vitest';
import { czechTypography, typesetPortableText, typesetText } from '@/lib/text/czech-typography';

const nbsp = '\u00A0';

describe('Czech typography', () => {
  it.each(['k', 's', 'v', 'z', 'o', 'u', 'a', 'i', 'K', 'S', 'V', 'Z', 'O', 'U', 'A', 'I'])(
    'keeps the one-letter word %s with the word after it',
    (word) => {
      expect(czechTypography(`Jdeme ${word} lesu.`)).toBe(`Jdeme ${word}${nbsp}lesu.`);
      expect(czechTypography(`${word} lesu`)).toBe(`${word}${nbsp}lesu`);
    },
  );

  it('binds a chain of one-letter words, and after a bracket or a quote', () => {
    expect(czechTypography('Pracujeme s lidmi a v týmu i z domova.')).toBe(
      `Pracujeme s${nbsp}lidmi a${nbsp}v${nbsp}týmu i${nbsp}z${nbsp}domova.`,
    );
    expect(czechTypography('(v Praze)')).toBe(`(v${nbsp}Praze)`);
  });

  it('leaves one-letter word endings and other letters alone', () => {
    expect(czechTypography('Praha 5 a okolí, vitamín C je fajn, tým B2B')).toBe(
      `Praha 5 a${nbsp}okolí, vitamín C je fajn, tým B2B`,
    );
    expect(czechTypography('náš tým a')).toBe('náš tým a');
  });

  it('sets quotes the Czech way', () => {
    expect(czechTypography('Říkáme "děláme to poctivě" a myslíme to vážně.')).toBe(
      `Říkáme „děláme to poctivě“ a${nbsp}myslíme to vážně.`,
    );
    expect(czechTypography('“Nejlepší tým,” říká.')).toBe('„Nejlepší tým,“ říká.');
  });

  it('applies to Czech only', () => {
    expect(typesetText('a "quote" in English', 'en')).toBe('a "quote" in English');
    expect(typesetText('a "citát"', 'cs')).toBe(`a${nbsp}„citát“`);
  });

  it('typesets the spans of Portable Text and nothing else', () => {
    const value = [
      {
        _type: 'block',
        children: [
          { _type: 'span', text: 'Práce v týmu' },
          { _type: 'other', text: 'v x' },
        ],
      },
      { _type: 'image', alt: 'v lese' },
    ];
    expect(typesetPortableText(value, 'cs')).toEqual([
      {
        _type: 'block',
        children: [
          { _type: 'span', text: `Práce v${nbsp}týmu` },
          { _type: 'other', text: 'v x' },
        ],
      },
      { _type: 'image', alt: 'v lese' },
    ]);
    expect(typesetPortableText(value, 'en')).toBe(value);
  });
});
