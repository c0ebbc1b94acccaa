import 'server-only';
import type { Locale } from '@tribe/routes';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';
import { getCompanyById } from './companies';
import { getJobOffer } from './jobs';
import { getArticle } from './magazine';

const findDraftOrPublished = { company: getCompanyById, job: getJobOffer, magazine: getArticle };

/**
 * Where an edit screen sends the editor: the Studio on that document, published or only a draft.
 * Null when no document of that type has the id.
 */
export async function editScreenUrl(
  kind: keyof typeof editableTypes,
  id: string,
  locale: Locale,
): Promise<string | null> {
  const found = await findDraftOrPublished[kind](id, locale, 'drafts');
  return found ? studioEditUrl(editableTypes[kind], id) : null;
}
