import { sameText } from '@/contracts/preferences';
import { searchTerms } from '@/search/search-terms';
import type { Synonyms } from '@/search/synonyms';

/** A technology of the taxonomy. */
interface Technology {
  slug: string;
  name: string;
}

const sameTerms = (a: string, b: string) => searchTerms(a).join(' ') === searchTerms(b).join(' ');

/**
 * The taxonomy's slug for a skill as a candidate writes it: the slug itself, the technology's name,
 * or a word the editors' search synonyms tie to that name ('k8s' is Kubernetes); null when the
 * taxonomy has no such technology.
 */
export function skillSlug(
  written: string,
  technologies: readonly Technology[],
  synonyms: Synonyms,
): string | null {
  const terms = searchTerms(written);
  const { length, alternatives } = synonyms.at(terms, 0);
  const names = [written, ...(length === terms.length ? alternatives : [])];
  const technology = technologies.find(
    ({ slug, name }) => sameText(slug, written) || names.some((other) => sameTerms(other, name)),
  );
  return technology?.slug ?? null;
}
