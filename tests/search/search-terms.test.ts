import { describe, expect, it } from 'vitest';
import { stemCzech } from '@/search/czech-stemmer';
import { asTyped, foldText } from '@/search/fold-text';
import { searchTerms } from '@/search/search-terms';

const same = (...words: string[]) => new Set(words.flatMap(searchTerms)).size === 1;

describe('search terms', () => {
  it('ignore case and diacritics', () => {
    expect(foldText('Vývojář ŠKOLA')).toBe('vyvojar skola');
    expect(same('vývojář', 'vyvojar', 'VÝVOJÁŘ')).toBe(true);
    expect(same('škola', 'skola')).toBe(true);
  });

  it('reduce Czech case endings to one stem, with or without diacritics', () => {
    expect(same('vývojář', 'vývojáře', 'vývojářem', 'vývojáři', 'vývojářům', 'vyvojarum', 'vyvojarem')).toBe(
      true,
    );
    expect(same('programátor', 'programátora', 'programátorem', 'programátoři')).toBe(true);
    expect(same('analytik', 'analytika', 'analytikem')).toBe(true);
    expect(same('škola', 'školy', 'škole', 'školou', 'školách')).toBe(true);
  });

  it('reduce the feminine form of a profession to the masculine one', () => {
    expect(same('tester', 'testerka', 'testerky')).toBe(true);
    expect(same('řidič', 'řidička', 'ridicku')).toBe(true);
    expect(same('analytik', 'analytička')).toBe(true);
    expect(same('programátor', 'programátorka')).toBe(true);
  });

  it('keep tech names whole', () => {
    expect(searchTerms('Kotlin')).toEqual(['kotlin']);
    expect(same('technik', 'technika')).toBe(true);
  });

  it('map declined place names to the nominative', () => {
    expect(searchTerms('v Praze')).toEqual(['praha']);
    expect(same('Praha', 'Praze', 'Prahy', 'praze')).toBe(true);
    expect(same('Brno', 'Brně', 'brne')).toBe(true);
    expect(same('Ostrava', 'Ostravě')).toBe(true);
    expect(same('Plzeň', 'Plzni', 'plzen')).toBe(true);
    expect(same('Olomouc', 'Olomouci')).toBe(true);
  });

  it('split on slashes, join hyphenated words and drop stop words', () => {
    expect(searchTerms('Vývojář/ka v Brně a Praze')).toEqual([stemCzech('vyvojar'), 'ka', 'brno', 'praha']);
    expect(same('front-end', 'frontend', 'Front-End')).toBe(true);
    expect(searchTerms('Hledám práci jako tester')).toEqual(['tester']);
  });

  it('keep tech spellings whole', () => {
    expect(same('Node.js', 'nodejs', 'NodeJS')).toBe(true);
    expect(same('.NET', 'dotnet')).toBe(true);
    expect(searchTerms('C#, C++ a k8s.')).toEqual(['c#', 'c++', 'k8s']);
    expect(searchTerms('v Praze.')).toEqual(['praha']);
  });

  it('leave unknown words and names undamaged', () => {
    expect(searchTerms('pixel')).toEqual(['pixel']);
    expect(searchTerms('Python')).toEqual(['python']);
    expect(same('pixel', 'pixelu', 'pixelem')).toBe(true);
  });

  it('keep short words and numbers whole', () => {
    expect(stemCzech('qa')).toBe('qa');
    expect(stemCzech('c++')).toBe('c++');
    expect(stemCzech('1000')).toBe('1000');
  });
});

describe('a folded word as the visitor typed it', () => {
  it('takes its case and diacritics from the query, and stands in for itself when not found', () => {
    expect(asTyped('Designer UI', 'ui')).toBe('UI');
    expect(asTyped('UX/UI', 'ui')).toBe('UI');
    expect(asTyped('Účetní Brno', 'ucetni')).toBe('Účetní');
    expect(asTyped('home office Brno', 'home office')).toBe('home office');
    expect(asTyped('front-end', 'frontend')).toBe('frontend');
  });
});
