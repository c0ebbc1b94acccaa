import SearchableMap from 'minisearch/SearchableMap';
import { editDistance } from './edit-distance';
import { asTyped, foldedWords, foldText } from './fold-text';
import { MatchScratch } from './match-scratch';
import { searchTerm, searchTerms, textWords, withoutPronounIt, writtenWords } from './search-terms';
import { Synonyms } from './synonyms';
import { MAX_DOCUMENT_KEYS, TermPostings } from './term-postings';

/** A document's searchable text by field; a field may hold several texts (both languages). */
export type SearchableFields<F extends string> = { id: string } & Record<F, string | string[]>;

/**
 * The documents matching a query, by the keys the index gave them, those ranking below the
 * relevance floor left out: `rank[key]` is the document's score; `termsOf` works out the indexed
 * terms one document matched (for a page of them).
 */
export interface TextMatches {
  keys: Int32Array;
  rank: Float64Array;
  termsOf(key: number): string[];
  /** The query's word (folded) that no document has and that the search left out, else null. */
  leftOut: string | null;
  /** A query's word (folded) that no document has, found by a close spelling documents have: both. */
  respelled: Respelling | null;
}

export interface Respelling {
  /** The word typed (folded). */
  typed: string;
  /** The word the documents have, as they write it ('skladník'). */
  found: string;
}

export interface TextIndexOptions<F extends string> {
  /** How much a match in each field counts. */
  weights: Record<F, number>;
  /** Fields whose neighbouring words are indexed as pairs too: query words side by side there rank higher. */
  phraseFields?: readonly F[];
  /** When no document matches every query word, match those with some (a sentence typed as a query). */
  matchSome?: boolean;
}

/** A typo or prefix match counts half; a synonym's a little more. */
const INEXACT_MATCH = 0.5;
const SYNONYM_MATCH = 0.7;
/**
 * A document that a word reaches by a typo or prefix alone must score at least this share of the
 * word's best match by its own term: 'junior java' does not list the junior frontend offers whose
 * description says JavaScript beside those that say Java, while 'sklad' still lists the
 * 'skladník' offers, a prefix in their title.
 */
const INEXACT_SHARE = 0.65;
/** BM25's k1, over the weighted sum of the fields a term occurs in: more fields add less and less. */
const SATURATION = 4;
/** What two query words side by side in a phrase field add, against a word of their own. */
const PHRASE_BONUS = 0.5;
/** Matches scoring below this share of the best match are neither listed nor counted. */
export const RELEVANCE_FLOOR = 0.4;
/** With `matchSome`, a query of this many words may match by some of them: a sentence more than a search. */
const MIN_SENTENCE_WORDS = 3;
/**
 * A query of two words leaves out one no document has ('ui designer') when the other names what
 * documents are, in a field weighing at least `NAMING_WEIGHT` (an offer's title or skills, not its
 * city: 'kuchař brno' does not become every offer in Brno), and is specific, found in at most
 * `SPECIFIC_SHARE` of them ('barista junior' does not become every junior offer).
 */
const NAMING_WEIGHT = 8;
const SPECIFIC_SHARE = 0.25;
/**
 * A spelling the search offers for a word no document has ('Did you mean …?', or said above the
 * results it found) is a word some document is named, labelled or placed by: in a field weighing
 * at least this much (an offer's title, skills, labels or city), never a word only its
 * description has ('rust' is not offered as 'just', nor 'ios' as 'is').
 */
const LABEL_WEIGHT = 3;
/** Or a query asking for either word: '(react|vue)', 'react or vue', 'react nebo vue'. */
const ANY_WORD = /\||\b(?:or|nebo)\b/i;
/** A word found only in fields weighing less (a company's whole tech stack) adds to a match but makes none. */
const MIN_MATCH_WEIGHT = 1;
/** Shorter words ('c', 'go', 'qa', 'ux') match only themselves, never as a prefix. */
const MIN_PREFIX = 3;
/** An -ing word is read as an activity only past this length ('thing', 'string' are words). */
const MIN_GERUND = 7;
/** What a JavaScript library's name ends in once joined ('react.js' → 'reactjs', `fold-text.ts`). */
const JS_SUFFIX = 'js';

/** Typos allowed in a word: 1 from 5 letters, 2 from 9 (a swap of neighbours is one). */
export function allowedEdits(word: string): number {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

interface MatchedTerm {
  term: string;
  postings: TermPostings;
  /** 1 for the query's own term, less for a typo or prefix match. */
  exactness: number;
}

/** One way a query word matches: the word itself, or one synonym (every word of it). */
interface WordSource {
  /** Per word of a phrase, the terms it matches (the word's own, or its typos and prefixes). */
  words: MatchedTerm[][];
  /** Per word, its inverse document frequency. */
  idf: number[];
  factor: number;
}

/** A word of the query, or a run of words a synonym group names ('home office') or the texts write as one. */
interface QueryUnit {
  /** The folded words it stands for. */
  text: string;
  sources: WordSource[];
  /** The word's own term (a single word only): side by side with the next, a phrase. */
  term: string | null;
}

/** Whether the term occurs in one of the given fields of some document. */
function occursIn(postings: TermPostings, fieldBits: number): boolean {
  for (let index = 0; index < postings.length; index++) if (postings.fields(index) & fieldBits) return true;
  return false;
}

/** The source with every word's inverse document frequency `idf`. */
const withIdf = (source: WordSource, idf: number): WordSource => ({
  ...source,
  idf: source.idf.map(() => idf),
});
/** The source with no word's inverse document frequency above `idf`. */
const withIdfAtMost = (source: WordSource, idf: number): WordSource => ({
  ...source,
  idf: source.idf.map((own) => Math.min(own, idf)),
});

/**
 * An in-process full-text index over folded, stemmed terms: per term, the documents and the
 * fields it occurs in. A document scores, per query word, the word's inverse document frequency
 * times the saturated weighted sum of the fields it occurs in (BM25F without term counts), the
 * best of the word itself (typos by its length, the last word also as a prefix) and its
 * synonyms (exactly, every word of a phrase); two query words side by side in a phrase field
 * add a bonus. Every word must match; with `matchSome`, when no document has every word, those
 * with some rank by their words times the share matched (a sentence, or a query asking for either
 * word), and a query of two words leaves out one no document has if the other is specific. Typos
 * and prefixes are looked up in a radix tree of the words as written (MiniSearch's).
 */
export class TextIndex<F extends string> {
  private readonly fields: F[];
  /** The summed weight of the fields in each set of field bits. */
  private readonly fieldWeight: Float64Array;
  private readonly phraseFieldBits: number;
  private readonly namingFieldBits: number;
  private readonly labelFieldBits: number;
  /** The fields a word makes a match in (`MIN_MATCH_WEIGHT`). */
  private readonly matchFieldBits: number;
  private readonly matchSome: boolean;
  /** Each term's documents (and each pair of neighbouring terms in a phrase field's). */
  private readonly postings = new Map<string, TermPostings>();
  /**
   * The words as the texts have them (folded, not stemmed) with their terms, in a radix tree for
   * typos and prefixes: both are judged on the word typed, which stemming would cut unlike
   * ('medicta' is one letter from 'medicata', not from its stem 'medik'; 'scrum', stemmed 'scr',
   * begins no 'screen'). A word whose terms all left stays (harmless).
   */
  private readonly words = new SearchableMap<string>();
  /** The same words, for a quick look-up while indexing. */
  private readonly knownWords = new Set<string>();
  /** The words of the label fields (`LABEL_WEIGHT`) as the texts write them, by folded word: how a spelling is offered. */
  private readonly spellings = new Map<string, string>();
  private readonly keys = new Map<string, number>();
  private readonly ids: (string | undefined)[] = [];
  private readonly freeKeys: number[] = [];
  private readonly scratch = new MatchScratch();
  public synonyms = new Synonyms([]);

  constructor({ weights, phraseFields = [], matchSome = false }: TextIndexOptions<F>) {
    this.fields = Object.keys(weights) as F[];
    this.fieldWeight = new Float64Array(1 << this.fields.length);
    for (let bits = 1; bits < this.fieldWeight.length; bits++) {
      for (const [at, field] of this.fields.entries())
        if (bits & (1 << at)) this.fieldWeight[bits] += weights[field];
    }
    this.phraseFieldBits = phraseFields.reduce((bits, field) => bits | (1 << this.fields.indexOf(field)), 0);
    const fieldBits = (least: number) =>
      this.fields.reduce((bits, field, at) => (weights[field] >= least ? bits | (1 << at) : bits), 0);
    this.namingFieldBits = fieldBits(NAMING_WEIGHT);
    this.labelFieldBits = fieldBits(LABEL_WEIGHT);
    this.matchFieldBits = fieldBits(MIN_MATCH_WEIGHT);
    this.matchSome = matchSome;
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
    const note = (term: string, bit: number) => fieldsByTerm.set(term, (fieldsByTerm.get(term) ?? 0) | bit);
    for (const [at, field] of this.fields.entries()) {
      const bit = 1 << at;
      // Content may lack a text its type promises (an offer without a body).
      const value: string | (string | null)[] | null = document[field];
      for (const text of typeof value === 'string' ? [value] : (value ?? [])) {
        if (!text) continue;
        const words = textWords(withoutPronounIt(text));
        const terms = words.map(searchTerm);
        for (const [position, term] of terms.entries()) {
          note(term, bit);
          if (this.knownWords.has(words[position])) continue;
          this.knownWords.add(words[position]);
          this.words.set(words[position], term);
        }
        if (this.phraseFieldBits & bit)
          for (let next = 1; next < terms.length; next++) note(pairTerm(terms[next - 1], terms[next]), bit);
        if (this.labelFieldBits & bit)
          for (const [word, written] of writtenWords(text))
            if (!this.spellings.has(word)) this.spellings.set(word, written);
      }
    }
    for (const [term, fields] of fieldsByTerm) {
      let postings = this.postings.get(term);
      if (!postings) {
        postings = new TermPostings();
        this.postings.set(term, postings);
      }
      postings.add(key, fields);
    }
    return key;
  }

  /**
   * The documents matching `text`, above the relevance floor; null when `text` has no words. Only
   * the documents `eligible` accepts count (offers still open): one no visitor can see must not
   * decide whether every word is needed, nor which match is the best. The keys and ranks are read
   * before the next query, which reuses their arrays.
   */
  matchKeys(text: string, eligible: (key: number) => boolean = () => true): TextMatches | null {
    const units = this.queryUnits(text);
    if (units.length === 0) return null;
    const { rank, wordRank, matchedWords, touched, keys } = this.scratch.reset(this.keyCount);
    let candidates = 0;
    const reachedBy: number[] = [];
    for (const unit of units) {
      const reached = this.scoreUnit(unit, eligible, wordRank, touched);
      reachedBy.push(reached);
      for (let index = 0; index < reached; index++) {
        const key = touched[index];
        if (matchedWords[key] === 0) keys[candidates++] = key;
        matchedWords[key]++;
        rank[key] += wordRank[key];
        wordRank[key] = 0;
      }
    }
    this.addPhraseBonus(units, rank, matchedWords);
    const anyWord = ANY_WORD.test(text);
    const leftOut = this.unitToLeaveOut(units, reachedBy);
    const required = units.length - (leftOut === null ? 0 : 1);
    const kept = this.keepRelevant(anyWord, keys.subarray(0, candidates), required, rank, matchedWords);
    return {
      keys: keys.subarray(0, kept),
      rank,
      termsOf: (key) => units.flatMap((unit) => this.bestTerms(unit.sources, key)),
      leftOut: leftOut === null ? null : units[leftOut].text,
      respelled: kept > 0 ? this.respelling(units, reachedBy) : null,
    };
  }

  /**
   * The first word no document has that reached documents by its typos alone, with the closest
   * of them ('swift' finds 'shift', so the page says so); not a word that differs from that
   * spelling only in its ending ('developers', 'testers', or 'pytho' typed on to 'python'), nor
   * a word a synonym group names. Else null.
   */
  private respelling(units: QueryUnit[], reachedBy: number[]): Respelling | null {
    for (const [at, { text, term, sources }] of units.entries()) {
      if (term === null || sources.length > 1 || reachedBy[at] === 0 || this.postings.has(term)) continue;
      const found = this.closestWord(text, allowedEdits(text), this.matchFieldBits);
      const folded = found === null ? '' : foldText(found);
      if (found !== null && !folded.startsWith(text) && !text.startsWith(folded))
        return { typed: text, found };
    }
    return null;
  }

  /**
   * With `matchSome`, in a query of two units (a sentence has its own rule): the one no document
   * has, nor a close spelling of, when the other names documents and is specific
   * (`NAMING_WEIGHT`); else null.
   * `reachedBy`: how many documents each unit reached.
   */
  private unitToLeaveOut(units: QueryUnit[], reachedBy: number[]): number | null {
    if (!this.matchSome || units.length !== 2) return null;
    const unknown = reachedBy.indexOf(0);
    if (unknown < 0) return null;
    // A misspelling ('pyhtno vývojář') is no unknown word: 'Did you mean …?' offers its spelling.
    if (this.closestWord(units[unknown].text) !== null) return null;
    const other = 1 - unknown;
    const specific = reachedBy[other] > 0 && reachedBy[other] <= this.size * SPECIFIC_SHARE;
    return specific && this.namesDocuments(units[other]) ? unknown : null;
  }

  /** Whether a word of the unit, or a one-word synonym, occurs in a naming field of some document. */
  private namesDocuments({ sources }: QueryUnit): boolean {
    return sources.some((source) => this.sourceNamesDocuments(source));
  }

  /** Whether the source is one word (or its typos and prefixes) that some document is named by. */
  private sourceNamesDocuments({ words }: WordSource): boolean {
    return words.length === 1 && words[0].some(({ postings }) => occursIn(postings, this.namingFieldBits));
  }

  /**
   * The query with each word no text has replaced by the closest word the texts label documents
   * by (`LABEL_WEIGHT`; up to two edits, one for words under five letters; the commonest among
   * the closest), as they write it, and the other words as typed; null when every word is known
   * or no close word exists.
   */
  closestSpelling(text: string): string | null {
    let changed = false;
    const folded = foldedWords(text);
    // A word a synonym group names is known, alone or in its phrase ('stack' of 'full stack').
    const named = folded.map(() => false);
    for (const { at, length } of this.synonymRuns(folded.map(searchTerm))) named.fill(true, at, at + length);
    const words = folded.map((word, at) => {
      const closest = named[at] ? null : this.closestWord(word);
      if (closest === null) return asTyped(text, word);
      changed = true;
      return closest;
    });
    return changed ? words.join(' ') : null;
  }

  /**
   * The typed words as the search reads them, a run a synonym group names kept whole
   * ('full stack developer' → 'full stack', 'developer'): what can be left out of a search.
   */
  phrases(typedWords: readonly string[]): string[] {
    const termsOfWords = typedWords.map((word) => searchTerms(word));
    const owners = termsOfWords.flatMap((terms, owner) => terms.map(() => owner));
    const terms = termsOfWords.flat();
    const continuesPhrase = typedWords.map(() => false);
    for (const { at, length } of this.synonymRuns(terms))
      for (let next = at + 1; next < at + length; next++)
        if (owners[next] !== owners[at]) continuesPhrase[owners[next]] = true;
    const phrases: string[] = [];
    for (const [owner, word] of typedWords.entries()) {
      if (continuesPhrase[owner] && phrases.length) phrases[phrases.length - 1] += ` ${word}`;
      else phrases.push(word);
    }
    return phrases;
  }

  /** The runs of terms a synonym group names, each as long as it can be, left to right. */
  private synonymRuns(terms: readonly string[]): { at: number; length: number }[] {
    const runs: { at: number; length: number }[] = [];
    for (let at = 0; at < terms.length; ) {
      const { length } = this.synonyms.at(terms, at);
      if (length > 0) runs.push({ at, length });
      at += Math.max(length, 1);
    }
    return runs;
  }

  /**
   * The closest word the texts label documents by to a word none has (see `closestSpelling`), as
   * written, else null; with `fieldBits`, the closest in those fields.
   */
  private closestWord(
    word: string,
    maxEdits = word.length < 5 ? 1 : 2,
    fieldBits = this.labelFieldBits,
  ): string | null {
    if (word.length < MIN_PREFIX || this.postings.has(searchTerm(word))) return null;
    let best: { written: string; distance: number; frequency: number } | null = null;
    for (const [written, term, distance] of this.typos(word, maxEdits)) {
      const postings = this.postings.get(term);
      if (!postings || !occursIn(postings, fieldBits)) continue;
      const frequency = postings.length;
      if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency))
        best = { written, distance, frequency };
    }
    return best ? (this.spellings.get(best.written) ?? best.written) : null;
  }

  /**
   * The words the texts have within `edits` typos of `word`, each with its term and distance; at
   * two typos, only those beginning as the word does (a misspelling seldom changes the first
   * letter: 'kubrnets' is 'kubernetes', while 'master' is no 'tester').
   */
  private *typos(word: string, edits: number): Generator<[written: string, term: string, distance: number]> {
    // The radix tree counts a swap of neighbours as two edits: ask for one more, then judge.
    for (const [written, [term]] of this.words.fuzzyGet(word, edits + 1)) {
      const distance = editDistance(word, written);
      if (distance <= Math.min(edits, written[0] === word[0] ? 2 : 1)) yield [written, term, distance];
    }
  }

  /** The query's words, a run a synonym group names taken as one, each with the ways it matches. */
  private queryUnits(text: string): QueryUnit[] {
    const words = foldedWords(text).flatMap((word) => this.wordsRunTogether(word) ?? [word]);
    const terms = words.map(searchTerm);
    const units: QueryUnit[] = [];
    for (let at = 0; at < words.length; ) {
      const named = this.synonyms.at(terms, at);
      const joined = named.length <= 1 ? this.joinedTerm(words, at) : null;
      const { length, alternatives } = joined ? this.synonyms.at([joined], 0) : named;
      const span = joined ? 2 : Math.max(length, 1);
      const typed =
        span === 1
          ? [this.wordSource(words[at], terms[at], at === words.length - 1)]
          : this.runSources(words.slice(at, at + span), terms.slice(at, at + span));
      // Who does what an -ing form names counts as the word typed, and that noun's synonyms as its synonyms.
      const doerTerms = span === 1 ? this.doerNouns(words[at]) : [];
      const doers = doerTerms.map((doer) => this.phraseSource([doer], 1));
      const doerSynonyms = doerTerms.flatMap((doer) => this.synonyms.at([doer], 0).alternatives);
      const synonyms = [...alternatives, ...doerSynonyms].map((synonym) =>
        this.phraseSource([...new Set(searchTerms(synonym))], SYNONYM_MATCH),
      );
      // No other way of matching counts more than the words typed would: the rarer words of a
      // synonym, or of a run's words apart, must not lift an offer that merely mentions them
      // above the offers with the typed words ('plný úvazek', 'full time'). A synonym that names
      // offers counts as much as the word typed, however common: 'programátor' lists every
      // 'developer', not only the three programmers.
      const typedIdf = Math.max(
        ...(doers.length ? doers : typed.slice(0, 1)).flatMap((source) => source.idf),
      );
      const [first, ...others] = [...typed, ...doers];
      units.push({
        text: words.slice(at, at + span).join(' '),
        sources: [
          first,
          ...others.map((source) => withIdfAtMost(source, typedIdf)),
          ...synonyms.map((source) =>
            this.sourceNamesDocuments(source) ? withIdf(source, typedIdf) : withIdfAtMost(source, typedIdf),
          ),
        ],
        term: span === 1 ? terms[at] : null,
      });
      at += span;
    }
    return units;
  }

  /**
   * Two words the texts write, typed as one ('korunapay', 'pythondeveloper'), each of three letters
   * or more: for a word no text has, nor a typo of, nor a synonym group. The most even split wins.
   * The halves are looked up as written, so a stranger's long word costs no stemming of its parts.
   */
  private wordsRunTogether(word: string): [string, string] | null {
    if (word.length < 2 * MIN_PREFIX || this.knownWords.has(word)) return null;
    let best: [string, string] | null = null;
    for (let at = MIN_PREFIX; at <= word.length - MIN_PREFIX; at++) {
      const pair: [string, string] = [word.slice(0, at), word.slice(at)];
      if (!pair.every((part) => this.knownWords.has(part))) continue;
      if (!best || Math.min(at, word.length - at) > Math.min(best[0].length, best[1].length)) best = pair;
    }
    return best && !this.isKnown(word) ? best : null;
  }

  /**
   * For an English -ing form, the nouns for who does it that name offers or a synonym group names
   * ('programming' → 'programmer', 'planning' → 'planner', 'editing' → 'editor'); none for an -ing
   * word that names offers itself or a synonym group names ('marketing', 'testing').
   */
  private doerNouns(word: string): string[] {
    if (word.length < MIN_GERUND || !word.endsWith('ing') || this.names(searchTerm(word))) return [];
    const stem = word.slice(0, -3);
    return [`${stem}er`, `${stem}or`].map(searchTerm).filter((term) => this.names(term));
  }

  /** Whether a term names offers (`NAMING_WEIGHT`) or a synonym group names it. */
  private names(term: string): boolean {
    const postings = this.postings.get(term);
    return (
      (postings !== undefined && occursIn(postings, this.namingFieldBits)) ||
      this.synonyms.at([term], 0).length > 0
    );
  }

  /** Whether the texts have the word, a synonym group names it, or a typo of it has documents. */
  private isKnown(word: string): boolean {
    const term = searchTerm(word);
    if (this.postings.has(term) || this.synonyms.at([term], 0).length > 0) return true;
    for (const [, typo] of this.typos(word, allowedEdits(word))) if (this.postings.has(typo)) return true;
    return false;
  }

  /** The term of this word and the next written as one, when the texts have it ('part time' → 'parttime'). */
  private joinedTerm(words: string[], at: number): string | null {
    if (at + 1 >= words.length) return null;
    const term = searchTerm(words[at] + words[at + 1]);
    return this.postings.has(term) ? term : null;
  }

  /**
   * A run of typed words: the texts' spelling of them as one word first, where they have it
   * ('full time' → 'fulltime', as 'Full-time' is indexed), then the words apart, anywhere in a text.
   */
  private runSources(words: string[], terms: string[]): WordSource[] {
    const apart = this.phraseSource(terms, 1);
    const term = searchTerm(words.join(''));
    const postings = this.postings.get(term);
    if (!postings) return [apart];
    return [
      { words: [[{ term, postings, exactness: 1 }]], idf: [this.idf(postings.length)], factor: 1 },
      apart,
    ];
  }

  /** The word itself, its typos by its length and, if last (and long enough), the terms it begins. */
  private wordSource(word: string, own: string, last: boolean): WordSource {
    const matched = new Map<string, MatchedTerm>();
    const note = (term: string, postings: TermPostings | undefined, exact = term === own) => {
      if (postings && !matched.has(term))
        matched.set(term, { term, postings, exactness: exact ? 1 : INEXACT_MATCH });
    };
    const ownPostings = this.postings.get(own);
    note(own, ownPostings);
    // 'React.js' joins to 'reactjs' (as 'Node.js' does): where no text has it so, the same library
    // is the name without '.js', if some title or skill names it ('next' alone is only a word).
    if (!ownPostings && word.length >= MIN_PREFIX + JS_SUFFIX.length && word.endsWith(JS_SUFFIX)) {
      const library = searchTerm(word.slice(0, -JS_SUFFIX.length));
      const postings = this.postings.get(library);
      if (postings && occursIn(postings, this.namingFieldBits)) note(library, postings, true);
    }
    const edits = allowedEdits(word);
    if (edits) for (const [, term] of this.typos(word, edits)) note(term, this.postings.get(term));
    if (last && word.length >= MIN_PREFIX)
      for (const [, term] of this.words.atPrefix(word)) note(term, this.postings.get(term));
    // A typo's rare term must not outrank the word's common one: the word's own frequency, or the commonest match's.
    const frequency =
      ownPostings?.length ?? Math.max(0, ...Array.from(matched.values(), (m) => m.postings.length));
    return { words: [[...matched.values()]], idf: [this.idf(frequency)], factor: 1 };
  }

  /** Every term of a phrase, exactly. */
  private phraseSource(terms: string[], factor: number): WordSource {
    const words = terms.map((term) => {
      const postings = this.postings.get(term);
      return postings ? [{ term, postings, exactness: 1 }] : [];
    });
    return { words, idf: words.map((matched) => this.idf(matched[0]?.postings.length ?? 0)), factor };
  }

  private idf(frequency: number): number {
    return Math.log(1 + (this.size - frequency + 0.5) / (frequency + 0.5));
  }

  /** What a term in the given fields scores. */
  private termScore(fields: number, exactness: number, idf: number): number {
    const weight = this.fieldWeight[fields] * exactness;
    return (idf * (SATURATION + 1) * weight) / (weight + SATURATION);
  }

  /**
   * Sets `wordRank` of every eligible document the unit matches (best source; by a typo or prefix
   * alone, only at `INEXACT_SHARE` of its best match by its own term), lists them in `touched` and
   * returns how many.
   */
  private scoreUnit(
    { sources }: QueryUnit,
    eligible: (key: number) => boolean,
    wordRank: Float64Array,
    touched: Int32Array,
  ): number {
    const { wordExact } = this.scratch;
    let reached = 0;
    let bestExact = 0;
    const reach = (key: number, score: number, exact: boolean) => {
      if (!eligible(key)) return;
      if (wordRank[key] === 0) touched[reached++] = key;
      if (score > wordRank[key]) wordRank[key] = score;
      if (!exact) return;
      wordExact[key] = 1;
      bestExact = Math.max(bestExact, score);
    };
    for (const source of sources) {
      if (source.words.length > 1) {
        this.scorePhrase(source, (key, score) => reach(key, score, true));
        continue;
      }
      for (const { postings, exactness } of source.words[0]) {
        for (let index = 0; index < postings.length; index++) {
          const fields = postings.fields(index);
          if (this.fieldWeight[fields] < MIN_MATCH_WEIGHT) continue;
          const score = this.termScore(fields, exactness, source.idf[0]) * source.factor;
          reach(postings.key(index), score, exactness === 1);
        }
      }
    }
    let kept = 0;
    for (let index = 0; index < reached; index++) {
      const key = touched[index];
      if (wordExact[key] || wordRank[key] >= bestExact * INEXACT_SHARE) touched[kept++] = key;
      else wordRank[key] = 0;
      wordExact[key] = 0;
    }
    return kept;
  }

  /**
   * Reaches the documents having every word of a phrase, each scoring the mean of its words
   * (a phrase's words are exact terms, one each). Sums in the scratch arrays, left zeroed.
   */
  private scorePhrase({ words, idf, factor }: WordSource, reach: (key: number, score: number) => void): void {
    const { phraseSum, phraseWords, phraseKeys } = this.scratch;
    let reached = 0;
    for (const [at, terms] of words.entries()) {
      for (const { postings, exactness } of terms) {
        for (let index = 0; index < postings.length; index++) {
          const key = postings.key(index);
          const fields = postings.fields(index);
          if (phraseWords[key] !== at || this.fieldWeight[fields] < MIN_MATCH_WEIGHT) continue;
          if (at === 0) phraseKeys[reached++] = key;
          phraseWords[key] = at + 1;
          phraseSum[key] += this.termScore(fields, exactness, idf[at]);
        }
      }
    }
    for (let index = 0; index < reached; index++) {
      const key = phraseKeys[index];
      if (phraseWords[key] === words.length) reach(key, (phraseSum[key] / words.length) * factor);
      phraseWords[key] = 0;
      phraseSum[key] = 0;
    }
  }

  /** Query words side by side that stand side by side in a phrase field ('data analyst') add a bonus. */
  private addPhraseBonus(units: QueryUnit[], rank: Float64Array, matchedWords: Uint16Array): void {
    for (let at = 1; at < units.length; at++) {
      const [first, second] = [units[at - 1].term, units[at].term];
      const postings = first && second ? this.postings.get(pairTerm(first, second)) : undefined;
      if (!postings) continue;
      const idf = this.idf(postings.length);
      for (let index = 0; index < postings.length; index++) {
        const key = postings.key(index);
        if (matchedWords[key] > 0) rank[key] += PHRASE_BONUS * this.termScore(postings.fields(index), 1, idf);
      }
    }
  }

  /**
   * Keeps, in place, the candidates having every word (or, with `matchSome` and none such, some
   * of them, their rank scaled by the square of the share) and scoring at least the relevance
   * floor's share of the best; returns how many.
   */
  private keepRelevant(
    anyWord: boolean,
    candidates: Int32Array,
    units: number,
    rank: Float64Array,
    matchedWords: Uint16Array,
  ): number {
    let everyWord = 0;
    for (const key of candidates) if (matchedWords[key] === units) everyWord++;
    const some = everyWord === 0 && this.matchSome && (units >= MIN_SENTENCE_WORDS || (anyWord && units > 1));
    let best = 0;
    for (const key of candidates) {
      if (some) rank[key] *= (matchedWords[key] / units) ** 2;
      else if (matchedWords[key] !== units) continue;
      best = Math.max(best, rank[key]);
    }
    let kept = 0;
    for (const key of candidates) {
      if ((some || matchedWords[key] === units) && rank[key] >= best * RELEVANCE_FLOOR)
        candidates[kept++] = key;
    }
    return kept;
  }

  /** The terms of the source that ranked the document best (the first on a tie). */
  private bestTerms(sources: WordSource[], key: number): string[] {
    let best: string[] = [];
    let bestScore = 0;
    for (const { words, idf, factor } of sources) {
      let score = 0;
      const terms: string[] = [];
      for (const [at, wordTerms] of words.entries()) {
        let wordScore = 0;
        for (const { term, postings, exactness } of wordTerms) {
          const index = postings.find(key);
          if (index < 0) continue;
          terms.push(term);
          wordScore = Math.max(wordScore, this.termScore(postings.fields(index), exactness, idf[at]));
        }
        if (wordScore === 0) {
          score = 0;
          break;
        }
        score += (wordScore * factor) / words.length;
      }
      if (score > bestScore) {
        bestScore = score;
        best = terms;
      }
    }
    return best;
  }
}

/** Neighbouring terms as one posting key: the space keeps it apart from every single term. */
const pairTerm = (first: string, second: string) => `${first} ${second}`;
