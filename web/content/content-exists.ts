import 'server-only';
import { fetchContent } from './fetch';
import { contentExistsQuery } from './queries';

export type ContentKind = 'companySlug' | 'company' | 'jobOffer' | 'article' | 'magazineCategory';

export interface ContentKey {
  kind: ContentKind;
  key: string;
  /** Edit screens open drafts too; public pages show only what is published. */
  includeDrafts?: boolean;
}

/**
 * Whether the content a page is about exists. A published answer is cached like every published
 * read, until the content changes.
 */
export async function contentExists({ kind, key, includeDrafts = false }: ContentKey): Promise<boolean> {
  const found = await fetchContent({
    query: contentExistsQuery,
    params: { kind, key },
    perspective: includeDrafts ? 'drafts' : 'published',
  });
  return found === true;
}
