import { searchTerm, searchTerms, textWords } from './search-terms';

/** A run of a query's terms that a synonym group names, and the group's other words. */
export interface SynonymMatch {
  /** How many terms the run covers (0: no group names a run from there). */
  length: number;
  alternatives: string[];
}

/** An editors' group of words: each finds the others, or, one way, the first finds the rest. */
export interface SynonymGroup {
  terms: readonly string[] | null;
  oneWay?: boolean | null;
}

/**
 * The editors' synonym groups, looked up by a run of a query's terms: 'vývojáře' finds the group
 * {vývojář, developer, programátor} through its term, 'home office' the group {remote, home
 * office, …} through its two terms, and the search looks for the other words too. Every word of
 * a group finds every other, except in a one-way group: there only its first word finds the rest
 * ('software developer' finds every developer, 'developer' no offer for saying 'software').
 */
export class Synonyms {
  private readonly byTerms = new Map<string, string[]>();
  private longest = 0;

  constructor(groups: readonly SynonymGroup[]) {
    for (const { terms: group, oneWay } of groups) {
      if (!group) continue;
      for (const word of oneWay ? group.slice(0, 1) : group) {
        const terms = searchTerms(word);
        if (terms.length === 0) continue;
        this.add(terms.join(' '), group);
        this.longest = Math.max(this.longest, terms.length);
        // A phrase is found written as one word or hyphenated too ('entry-level', 'customer-support').
        if (terms.length > 1) this.add(searchTerm(textWords(word).join('')), group);
      }
    }
  }

  private add(key: string, group: readonly string[]): void {
    const others = group.filter((other) => {
      const otherKey = searchTerms(other).join(' ');
      return otherKey !== '' && otherKey !== key;
    });
    this.byTerms.set(key, [...new Set([...(this.byTerms.get(key) ?? []), ...others])]);
  }

  /** The longest run of `terms` from `at` that a group names. */
  at(terms: readonly string[], at: number): SynonymMatch {
    for (let length = Math.min(this.longest, terms.length - at); length > 0; length--) {
      const alternatives = this.byTerms.get(terms.slice(at, at + length).join(' '));
      if (alternatives) return { length, alternatives };
    }
    return { length: 0, alternatives: [] };
  }
}
