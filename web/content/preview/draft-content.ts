import type { Locale } from '@tribe/routes';
import { draftMode } from 'next/headers';
import type { Perspective } from '@/content/fetch';
import { type EditTarget, editTarget } from '@/lib/visual-editing/edit-target';

/** What a public page reads, and the overlays' targets it marks its content with. */
export interface DraftContent {
  perspective: Perspective;
  edit(document: { id: string; type: string }): EditTarget | undefined;
}

const published: DraftContent = { perspective: 'published', edit: () => undefined };

/**
 * Visitors see published content, without overlays. In draft mode (the Studio's Presentation
 * tool, a preview link) a public page shows the drafts with their overlays, as the previews do.
 */
export async function draftContent(locale: Locale): Promise<DraftContent> {
  if (!(await draftMode()).isEnabled) return published;
  return { perspective: 'drafts', edit: (document) => editTarget(document, locale) };
}
