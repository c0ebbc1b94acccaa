import { stemCzech } from './czech-stemmer';
import { foldedWords } from './fold-text';
import { placeNominative } from './place-names';

// Texts repeat their words a great deal: each distinct word is worked out once.
const termsByWord = new Map<string, string>();
const MAX_REMEMBERED_WORDS = 200_000;

function remember(word: string, term: string): string {
  if (termsByWord.size >= MAX_REMEMBERED_WORDS) termsByWord.clear();
  termsByWord.set(word, term);
  return term;
}

/** The term a folded word is indexed and searched by: a place's nominative, else its stem. */
export function searchTerm(foldedWord: string): string {
  return (
    termsByWord.get(foldedWord) ?? remember(foldedWord, placeNominative(foldedWord) ?? stemCzech(foldedWord))
  );
}

// Words as written, combining marks kept with their letter, dots and hyphens kept for
// foldedWords to join ('Node.js', 'front-end'): folding is then done once per distinct word.
const WRITTEN_WORD_SEPARATORS = /[^\p{L}\p{M}\p{N}+#.-]+/u;
const foldedByWrittenWord = new Map<string, string[]>();

function writtenWordFolded(word: string): string[] {
  let folded = foldedByWrittenWord.get(word);
  if (folded === undefined) {
    folded = foldedWords(word);
    if (foldedByWrittenWord.size >= MAX_REMEMBERED_WORDS) foldedByWrittenWord.clear();
    foldedByWrittenWord.set(word, folded);
  }
  return folded;
}

/** The folded words of a text, in order, as {@link searchTerms} reads them ('Vývojářem v Praze' → ['vyvojarem', 'praze']). */
export function textWords(text: string): string[] {
  const words: string[] = [];
  for (const written of text.split(WRITTEN_WORD_SEPARATORS)) {
    if (!written) continue;
    for (const word of writtenWordFolded(written)) words.push(word);
  }
  return words;
}

/** 'it' or 'It' as a word of its own, which 'IT' (the field) is not. */
const PRONOUN_IT = /(?<![\p{L}\p{N}])[Ii]t(?![\p{L}\p{N}])/gu;

/**
 * The text without the English pronoun 'it', for indexing: nearly every English description has
 * it, while a search for 'it' means the field, which texts write 'IT'.
 */
export const withoutPronounIt = (text: string) => text.replace(PRONOUN_IT, ' ');

/** A written word in lower case, without the dots and hyphens around it ('Praha.' → 'praha'). */
const asWritten = (word: string) => word.toLowerCase().replace(/^[.-]+|[.-]+$/g, '');

/**
 * The words of a text as it writes them, by their folded form: lower case, diacritics kept
 * ('Skladník/ice' → skladnik: 'skladník', ice: 'ice'). A written word that folds to several
 * words ('Node.js', 'front-end') is given under each as folded.
 */
export function writtenWords(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const written of text.split(WRITTEN_WORD_SEPARATORS)) {
    const folded = written ? writtenWordFolded(written) : [];
    for (const word of folded)
      if (!words.has(word)) words.set(word, folded.length === 1 ? asWritten(written) : word);
  }
  return words;
}

/** The terms of a text, in order ('Vývojářem v Praze' → ['vyvojar', 'praha']). */
export function searchTerms(text: string): string[] {
  return textWords(text).map(searchTerm);
}
