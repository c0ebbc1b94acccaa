import 'server-only';
import { fetchContent, fetchFreshContent } from './fetch';
import { contentExistsQuery } from './queries';

export type ContentKind = 'companySlug' | 'company' | 'jobOffer' | 'article' | 'magazineCategory';

export interface ContentKey {
  kind: ContentKind;
  key: string;
  /** Edit screens open drafts too; public pages show only what is published. */
  includeDrafts?: boolean;
}

/**
 * Whether the content a page is about exists, read past the page cache: the proxy runs before
 * Next.js's cache for the page, and a cached read from it kept other instances from seeing an
 * expiry announced to one of them.
 */
export async function contentExists({ kind, key, includeDrafts = false }: ContentKey): Promise<boolean> {
  const params = { kind, key };
  const found = includeDrafts
    ? await fetchContent({ query: contentExistsQuery, params, perspective: 'drafts' })
    : await fetchFreshContent({ query: contentExistsQuery, params });
  return found === true;
}
