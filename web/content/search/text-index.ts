import MiniSearch, { type SearchOptions } from 'minisearch';
import { foldedWords } from './fold-text';
import { searchTerm } from './search-terms';
import { Synonyms } from './synonyms';

/** A document's searchable text by field; a field may hold several texts (both languages). */
export type SearchableFields<F extends string> = { id: string } & Record<F, string | string[]>;

/**
 * What a document scored for a query: `rank` adds, per query word, the weight of the best field
 * it matched (halved for a typo or prefix match); `terms` are the indexed terms it matched.
 */
export interface TextMatch {
  rank: number;
  terms: string[];
}

const INEXACT_MATCH = 0.5;

/** Typos allowed in a word: 1 from 5 letters, 2 from 9. */
export function allowedEdits(word: string): number {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

/**
 * An in-process full-text index (MiniSearch) over folded, stemmed terms. Every word of a query
 * must match some field, itself (typos allowed by its length; the last word also as a prefix, as
 * the visitor may still be typing it) or one of its synonyms (exactly, all words of a phrase).
 */
export class TextIndex<F extends string> {
  private readonly index: MiniSearch<SearchableFields<F>>;

  constructor(
    private readonly weights: Record<F, number>,
    private readonly synonyms = new Synonyms([]),
  ) {
    this.index = new MiniSearch<SearchableFields<F>>({
      fields: Object.keys(weights),
      extractField: (document, field) => {
        const value = document[field as keyof SearchableFields<F>];
        return Array.isArray(value) ? value.join('\n') : value;
      },
      // Each word once per field: the rank reads which fields matched, not how often.
      tokenize: (text) => [...new Set(foldedWords(text))],
      processTerm: searchTerm,
    });
  }

  addAll(documents: SearchableFields<F>[]): void {
    this.index.addAll(documents);
  }

  /** The documents matching every word of `text`, with their rank; null when `text` has no words. */
  match(text: string): Map<string, TextMatch> | null {
    const words = foldedWords(text);
    if (words.length === 0) return null;
    let matches: Map<string, TextMatch> | null = null;
    for (const [position, word] of words.entries()) {
      const wordMatches = this.matchWord(word, position === words.length - 1);
      matches = matches ? intersect(matches, wordMatches) : wordMatches;
      if (matches.size === 0) break;
    }
    return matches;
  }

  private matchWord(word: string, last: boolean): Map<string, TextMatch> {
    const matches = this.matchSearch(word, { fuzzy: allowedEdits(word), prefix: last });
    for (const synonym of this.synonyms.alternatives(word)) {
      for (const [id, match] of this.matchSearch(synonym, { combineWith: 'AND' })) {
        const known = matches.get(id);
        const rank = match.rank * INEXACT_MATCH;
        if (!known || known.rank < rank) matches.set(id, { rank, terms: match.terms });
      }
    }
    return matches;
  }

  /** One MiniSearch query; a match on the query's own term counts fully, a typo or prefix match half. */
  private matchSearch(text: string, options: SearchOptions): Map<string, TextMatch> {
    const exactTerms = new Set(foldedWords(text).map(searchTerm));
    const results = this.index.search(text, options);
    return new Map(
      results.map((result) => {
        let rank = 0;
        for (const [term, fields] of Object.entries(result.match)) {
          const exactness = exactTerms.has(term) ? 1 : INEXACT_MATCH;
          for (const field of fields) rank = Math.max(rank, this.weights[field as F] * exactness);
        }
        return [String(result.id), { rank, terms: result.terms }];
      }),
    );
  }
}

function intersect(a: Map<string, TextMatch>, b: Map<string, TextMatch>): Map<string, TextMatch> {
  const both = new Map<string, TextMatch>();
  for (const [id, match] of a) {
    const other = b.get(id);
    if (other) both.set(id, { rank: match.rank + other.rank, terms: [...match.terms, ...other.terms] });
  }
  return both;
}
