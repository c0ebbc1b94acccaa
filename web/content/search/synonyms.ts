import { foldedWords } from './fold-text';
import { searchTerm, searchTerms } from './search-terms';

/**
 * The editors' synonym groups, looked up by a query word's term: 'vývojáře' finds the group
 * {vývojář, developer, programátor} through its term and searches the other words too.
 */
export class Synonyms {
  private readonly byTerm = new Map<string, string[]>();

  constructor(groups: readonly (readonly string[])[]) {
    for (const group of groups) {
      for (const word of group) {
        const terms = searchTerms(word);
        if (terms.length !== 1) continue;
        const others = group.filter((other) => other !== word && foldedWords(other).length > 0);
        this.byTerm.set(terms[0], [...(this.byTerm.get(terms[0]) ?? []), ...others]);
      }
    }
  }

  /** The other words (or phrases) of every group the folded word's term belongs to. */
  alternatives(foldedWord: string): string[] {
    return this.byTerm.get(searchTerm(foldedWord)) ?? [];
  }
}
