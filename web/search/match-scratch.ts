/**
 * The arrays a query works in, one slot per document key, kept from one query to the next: a
 * query over 100,000 documents then allocates nothing in proportion to them (arrays that size
 * would land in the old generation and set off full garbage collections).
 */
export class MatchScratch {
  /** Per document, the sum of its words' ranks so far. */
  rank = new Float64Array(0);
  /** Per document, the rank of the word being matched. */
  wordRank = new Float64Array(0);
  /** Per document, whether the word being matched reached it by its own term or a synonym, not only a typo or prefix (kept zeroed). */
  wordExact = new Uint8Array(0);
  /** Per document, how many of the query's words it matched so far. */
  matchedWords = new Uint16Array(0);
  /** The documents the word being matched reached. */
  touched = new Int32Array(0);
  /** The documents that matched every word so far. */
  keys = new Int32Array(0);
  /** Per document, the summed scores and the count of the words of a phrase matched so far (kept zeroed). */
  phraseSum = new Float64Array(0);
  phraseWords = new Uint16Array(0);
  /** The documents a phrase's first word reached. */
  phraseKeys = new Int32Array(0);

  /** Zeroed for `keyCount` documents; what the previous query left is gone. */
  reset(keyCount: number): this {
    if (this.rank.length < keyCount) {
      const size = Math.max(keyCount, this.rank.length * 2);
      this.rank = new Float64Array(size);
      this.wordRank = new Float64Array(size);
      this.wordExact = new Uint8Array(size);
      this.matchedWords = new Uint16Array(size);
      this.touched = new Int32Array(size);
      this.keys = new Int32Array(size);
      this.phraseSum = new Float64Array(size);
      this.phraseWords = new Uint16Array(size);
      this.phraseKeys = new Int32Array(size);
    } else {
      this.rank.fill(0, 0, keyCount);
      this.wordRank.fill(0, 0, keyCount);
      this.matchedWords.fill(0, 0, keyCount);
    }
    return this;
  }
}
