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
const termsByWrittenWord = new Map<string, string[]>();

function writtenWordTerms(word: string): string[] {
  let terms = termsByWrittenWord.get(word);
  if (terms === undefined) {
    terms = foldedWords(word).map(searchTerm);
    if (termsByWrittenWord.size >= MAX_REMEMBERED_WORDS) termsByWrittenWord.clear();
    termsByWrittenWord.set(word, terms);
  }
  return terms;
}

/** The terms of a text, in order ('Vývojářem v Praze' → ['vyvojar', 'praha']). */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.split(WRITTEN_WORD_SEPARATORS)) {
    if (!word) continue;
    for (const term of writtenWordTerms(word)) terms.push(term);
  }
  return terms;
}
