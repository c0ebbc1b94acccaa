import { foldText } from './fold-text';
import { searchTerm } from './search-terms';

export interface TextPart {
  text: string;
  matched: boolean;
}

/** Splits a text into words and what lies between, marking the words whose term the search matched. */
export function highlightWords(text: string, matchedTerms: readonly string[]): TextPart[] {
  if (matchedTerms.length === 0) return [{ text, matched: false }];
  const terms = new Set(matchedTerms);
  return text
    .split(/([\p{L}\p{N}+#]+)/u)
    .filter(Boolean)
    .map((part) => ({ text: part, matched: terms.has(searchTerm(foldText(part))) }));
}
