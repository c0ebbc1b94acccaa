import SearchableMap from 'minisearch/SearchableMap';
import { foldedWords } from './fold-text';
import { MatchScratch } from './match-scratch';
import { searchTerm, searchTerms } from './search-terms';
import { Synonyms } from './synonyms';
import { MAX_DOCUMENT_KEYS, TermPostings } from './term-postings';

/** A document's searchable text by field; a field may hold several texts (both languages). */
export type SearchableFields<F extends string> = { id: string } & Record<F, string | string[]>;

/**
 * The documents matching a query, by the keys the index gave them: `rank[key]` adds, per query
 * word, the weight of the best field it matched (halved for a typo or prefix match, or a
 * synonym); `termsOf` works out the indexed terms one document matched (for a page of them).
 */
export interface TextMatches {
  keys: Int32Array;
  rank: Float64Array;
  termsOf(key: number): string[];
}

const INEXACT_MATCH = 0.5;

/** Typos allowed in a word: 1 from 5 letters, 2 from 9. */
export function allowedEdits(word: string): number {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

interface MatchedTerm {
  term: string;
  postings: TermPostings;
  /** 1 for the query's own term, halved for a typo or prefix match. */
  exactness: number;
}

/** One way a query word matches: the word itself, or one synonym (every word of it). */
interface WordSource {
  /** Per word of a synonym phrase, the terms it matches (one for a synonym's word, exactly). */
  words: MatchedTerm[][];
  factor: number;
}

/**
 * An in-process full-text index over folded, stemmed terms: per term, the documents and fields
 * it occurs in (no term counts: the rank reads which fields matched, not how often). Every word
 * of a query must match some field, itself (typos allowed by its length; the last word also as a
 * prefix, as the visitor may still be typing it) or one of its synonyms (exactly, all words of a
 * phrase). Typos and prefixes are looked up in a radix tree of the terms (MiniSearch's).
 */
export class TextIndex<F extends string> {
  private readonly fields: F[];
  /** The weight of the best field in each set of field bits. */
  private readonly bestWeight: Float64Array;
  /** Each term's documents, and the same in a radix tree for typos and prefixes. */
  private readonly postings = new Map<string, TermPostings>();
  private readonly terms = new SearchableMap<TermPostings>();
  private readonly keys = new Map<string, number>();
  private readonly ids: (string | undefined)[] = [];
  private readonly freeKeys: number[] = [];
  private readonly scratch = new MatchScratch();

  constructor(
    weights: Record<F, number>,
    public synonyms = new Synonyms([]),
  ) {
    this.fields = Object.keys(weights) as F[];
    this.bestWeight = new Float64Array(1 << this.fields.length);
    for (let bits = 1; bits < this.bestWeight.length; bits++) {
      this.bestWeight[bits] = Math.max(
        ...this.fields.filter((_, at) => bits & (1 << at)).map((f) => weights[f]),
      );
    }
  }

  /** One more than the highest key given: the size of an array indexed by key. */
  get keyCount(): number {
    return this.ids.length;
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.keys.size;
  }

  indexedIds(): string[] {
    return [...this.keys.keys()];
  }

  keyOf(id: string): number | undefined {
    return this.keys.get(id);
  }

  idOf(key: number): string | undefined {
    return this.ids[key];
  }

  /** Indexes new documents and returns their keys, in order. */
  addAll(documents: SearchableFields<F>[]): number[] {
    return documents.map((document) => this.add(document));
  }

  /** Takes the documents out of the index; their keys may be given to documents added later. */
  removeAll(ids: Iterable<string>): void {
    const marked = new Uint8Array(this.keyCount);
    let removed = 0;
    for (const id of ids) {
      const key = this.keys.get(id);
      if (key === undefined) continue;
      marked[key] = 1;
      removed++;
      this.keys.delete(id);
      this.ids[key] = undefined;
      this.freeKeys.push(key);
    }
    if (removed === 0) return;
    for (const [term, postings] of this.postings) {
      postings.removeMarked(marked);
      if (postings.length > 0) continue;
      this.postings.delete(term);
      this.terms.delete(term);
    }
  }

  /** Gives back the room kept for growth in every term's documents (after a full build). */
  trim(): void {
    for (const postings of this.postings.values()) postings.trim();
  }

  private add(document: SearchableFields<F>): number {
    if (this.keys.has(document.id)) throw new Error(`The search index already holds ${document.id}.`);
    const key = this.freeKeys.pop() ?? this.ids.length;
    if (key >= MAX_DOCUMENT_KEYS)
      throw new Error(`The search index holds at most ${MAX_DOCUMENT_KEYS} documents.`);
    this.keys.set(document.id, key);
    this.ids[key] = document.id;
    const fieldsByTerm = new Map<string, number>();
    for (const [at, field] of this.fields.entries()) {
      // Content may lack a text its type promises (an offer without a body).
      const value: string | (string | null)[] | null = document[field];
      for (const text of typeof value === 'string' ? [value] : (value ?? [])) {
        if (!text) continue;
        for (const term of searchTerms(text))
          fieldsByTerm.set(term, (fieldsByTerm.get(term) ?? 0) | (1 << at));
      }
    }
    for (const [term, fields] of fieldsByTerm) {
      let postings = this.postings.get(term);
      if (!postings) {
        postings = new TermPostings();
        this.postings.set(term, postings);
        this.terms.set(term, postings);
      }
      postings.add(key, fields);
    }
    return key;
  }

  /**
   * The documents matching every word of `text`; null when `text` has no words. The keys and
   * ranks are read before the next query, which reuses their arrays.
   */
  matchKeys(text: string): TextMatches | null {
    const words = foldedWords(text);
    if (words.length === 0) return null;
    const sources = words.map((word, position) => this.sources(word, position === words.length - 1));
    const { rank, wordRank, matchedWords, touched, keys } = this.scratch.reset(this.keyCount);
    let matched = 0;
    for (const [position, wordSources] of sources.entries()) {
      const reached = this.rankWord(wordSources, wordRank, touched);
      matched = 0;
      for (let index = 0; index < reached; index++) {
        const key = touched[index];
        if (matchedWords[key] === position) {
          matchedWords[key] = position + 1;
          rank[key] += wordRank[key];
          keys[matched++] = key;
        }
        wordRank[key] = 0;
      }
      if (matched === 0) break;
    }
    return {
      keys: keys.subarray(0, matched),
      rank,
      termsOf: (key) => sources.flatMap((wordSources) => this.bestTerms(wordSources, key)),
    };
  }

  /** The word itself (typos by its length, a prefix if last), then each synonym exactly. */
  private sources(word: string, last: boolean): WordSource[] {
    const own = searchTerm(word);
    const matched = new Map<string, MatchedTerm>();
    const note = (term: string, postings: TermPostings | undefined) => {
      if (postings && !matched.has(term))
        matched.set(term, { term, postings, exactness: term === own ? 1 : INEXACT_MATCH });
    };
    note(own, this.postings.get(own));
    const edits = allowedEdits(word);
    const typos = edits ? this.terms.fuzzyGet(own, edits) : undefined;
    if (last) {
      for (const [term, postings] of this.terms.atPrefix(own)) {
        typos?.delete(term);
        note(term, postings);
      }
    }
    for (const [term, [postings]] of typos ?? []) note(term, postings);
    const synonyms = this.synonyms.alternatives(word).map((synonym) => ({
      words: [...new Set(searchTerms(synonym))].map((term) => {
        const postings = this.postings.get(term);
        return postings ? [{ term, postings, exactness: 1 }] : [];
      }),
      factor: INEXACT_MATCH,
    }));
    return [{ words: [[...matched.values()]], factor: 1 }, ...synonyms];
  }

  /** Sets `wordRank` of every document the word matches (best source), lists them in `touched` and returns how many. */
  private rankWord(sources: WordSource[], wordRank: Float64Array, touched: Int32Array): number {
    let reached = 0;
    for (const { words, factor } of sources) {
      const scores = words.length === 1 ? null : this.phraseScores(words);
      for (const { postings, exactness } of words.length === 1 ? words[0] : []) {
        for (let index = 0; index < postings.length; index++) {
          const key = postings.key(index);
          const score = this.bestWeight[postings.fields(index)] * exactness * factor;
          if (wordRank[key] === 0) touched[reached++] = key;
          if (score > wordRank[key]) wordRank[key] = score;
        }
      }
      for (const [key, score] of scores ?? []) {
        if (wordRank[key] === 0) touched[reached++] = key;
        if (score * factor > wordRank[key]) wordRank[key] = score * factor;
      }
    }
    return reached;
  }

  /** The documents matching every word of a phrase, with the weight of the best field any matched. */
  private phraseScores(words: MatchedTerm[][]): Map<number, number> {
    let scores: Map<number, number> | null = null;
    for (const terms of words) {
      const next = new Map<number, number>();
      for (const { postings } of terms) {
        for (let index = 0; index < postings.length; index++) {
          const key = postings.key(index);
          if (scores && !scores.has(key)) continue;
          const score = Math.max(
            this.bestWeight[postings.fields(index)],
            scores?.get(key) ?? 0,
            next.get(key) ?? 0,
          );
          next.set(key, score);
        }
      }
      scores = next;
      if (scores.size === 0) break;
    }
    return scores ?? new Map();
  }

  /** The terms of the source that ranked the document best (the first on a tie). */
  private bestTerms(sources: WordSource[], key: number): string[] {
    let best: string[] = [];
    let bestScore = 0;
    for (const { words, factor } of sources) {
      let score = 0;
      const terms: string[] = [];
      for (const wordTerms of words) {
        let wordMatched = false;
        for (const { term, postings, exactness } of wordTerms) {
          const index = postings.find(key);
          if (index < 0) continue;
          wordMatched = true;
          terms.push(term);
          score = Math.max(score, this.bestWeight[postings.fields(index)] * exactness * factor);
        }
        if (!wordMatched) {
          score = 0;
          break;
        }
      }
      if (score > bestScore) {
        bestScore = score;
        best = terms;
      }
    }
    return best;
  }
}
