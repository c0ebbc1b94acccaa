import { draftMode } from 'next/headers';
import { unauthorized } from 'next/navigation';

/** Previews show unpublished drafts: without draft mode the answer is the 401 page, with status 401. */
export async function requireDraftMode(): Promise<void> {
  if (!(await draftMode()).isEnabled) unauthorized();
}
