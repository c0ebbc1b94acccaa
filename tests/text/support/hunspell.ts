import type { Locale } from '@tribe/routes';
import czech from 'dictionary-cs';
import britishEnglish from 'dictionary-en-gb';
import { loadModule } from 'hunspell-asm';

// Hunspell's own dictionaries: Czech, and British English (the site writes 'cancelled', 'colour').
const DICTIONARIES: Record<Locale, { aff: Uint8Array; dic: Uint8Array }> = { cs: czech, en: britishEnglish };

export interface Speller {
  /** Whether Hunspell's dictionary of the language knows the word, as written or in lower case. */
  knows(word: string): boolean;
}

/** A Hunspell checker (the WebAssembly build of Hunspell) for each language. */
export async function loadSpellers(): Promise<Record<Locale, Speller>> {
  const hunspell = await loadModule();
  const speller = (locale: Locale): Speller => {
    const { aff, dic } = DICTIONARIES[locale];
    const checker = hunspell.create(
      hunspell.mountBuffer(aff, `${locale}.aff`),
      hunspell.mountBuffer(dic, `${locale}.dic`),
    );
    return { knows: (word) => checker.spell(word) || checker.spell(word.toLowerCase()) };
  };
  return { cs: speller('cs'), en: speller('en') };
}
