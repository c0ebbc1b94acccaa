/** A small seeded PRNG (mulberry32): the same seed always gives the same dataset. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /**
   * A generator of its own for one document (`label` is its id), so rewriting one document's
   * content never shifts what the others draw.
   */
  static for(seed: number, label: string): Random {
    let hash = 0x811c9dc5 ^ seed;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return new Random(hash);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A Sanity array-item key: 12 hex characters. */
  key(): string {
    return Array.from({ length: 12 }, () => Math.floor(this.next() * 16).toString(16)).join('');
  }
}
