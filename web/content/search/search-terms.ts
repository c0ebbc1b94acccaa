import { stemCzech } from './czech-stemmer';
import { foldedWords } from './fold-text';
import { placeNominative } from './place-names';

// Texts repeat their words a great deal: each distinct word is worked out once.
const termsByWord = new Map<string, string>();
const MAX_REMEMBERED_WORDS = 200_000;

/** The term a folded word is indexed and searched by: a place's nominative, else its stem. */
export function searchTerm(foldedWord: string): string {
  let term = termsByWord.get(foldedWord);
  if (term === undefined) {
    term = placeNominative(foldedWord) ?? stemCzech(foldedWord);
    if (termsByWord.size >= MAX_REMEMBERED_WORDS) termsByWord.clear();
    termsByWord.set(foldedWord, term);
  }
  return term;
}

/** The terms of a text, in order ('Vývojářem v Praze' → ['vyvojar', 'praha']). */
export function searchTerms(text: string): string[] {
  return foldedWords(text).map(searchTerm);
}
