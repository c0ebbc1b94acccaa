/** Documents beyond this many keys do not fit an entry (key and field bits in one 32-bit integer). */
export const MAX_DOCUMENT_KEYS = 2 ** 23;
const FIELD_BITS = 8;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

/**
 * The documents one term occurs in, ascending by document key, each with the bit set of the
 * fields it occurs in; one integer per document keeps a 100,000-offer index small.
 */
export class TermPostings {
  private entries = new Int32Array(2);
  length = 0;

  key(index: number): number {
    return this.entries[index] >>> FIELD_BITS;
  }

  fields(index: number): number {
    return this.entries[index] & FIELD_MASK;
  }

  /** Adds a document (not yet in) with the bits of the fields the term occurs in. */
  add(key: number, fields: number): void {
    if (this.length === this.entries.length) this.grow();
    let at = this.length;
    if (at > 0 && this.key(at - 1) > key) {
      at = -this.find(key) - 1;
      this.entries.copyWithin(at + 1, at, this.length);
    }
    this.entries[at] = (key << FIELD_BITS) | fields;
    this.length++;
  }

  /** The index of the document's entry, or -(insertion point) - 1 without one. */
  find(key: number): number {
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.key(middle);
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return -low - 1;
  }

  /** Drops the entries of the marked documents, keeping the order. */
  removeMarked(marked: Uint8Array): void {
    let kept = 0;
    for (let index = 0; index < this.length; index++) {
      if (marked[this.key(index)]) continue;
      this.entries[kept++] = this.entries[index];
    }
    this.length = kept;
  }

  /** Gives back the room kept for growth. */
  trim(): void {
    if (this.entries.length > this.length) this.entries = this.entries.slice(0, Math.max(this.length, 1));
  }

  private grow(): void {
    const grown = new Int32Array(this.entries.length * 2);
    grown.set(this.entries);
    this.entries = grown;
  }
}
