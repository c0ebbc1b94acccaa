import 'server-only';
import { draftMode, headers } from 'next/headers';
import { unauthorized } from 'next/navigation';
import { membersOwnDocuments } from './member-preview';

/** Who is looking at a preview: an editor in draft mode, or a member of the document's company. */
export type PreviewViewer = 'editor' | 'member';

/**
 * A preview shows a document's unpublished draft: to draft mode (editors, through Presentation or
 * a signed preview link), and without it to a signed-in member of the company the document
 * belongs to. Anyone else, and a missing id alike, get the 401 page. Members never get draft
 * mode, which would show them every company's drafts on every page.
 */
export async function requirePreviewOf(id: string): Promise<PreviewViewer> {
  if ((await draftMode()).isEnabled) return 'editor';
  if (await membersOwnDocuments(await headers(), [id])) return 'member';
  unauthorized();
}
