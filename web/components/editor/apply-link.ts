import type { Editor } from '@tiptap/core';
import { normalizeLinkHref } from '@/lib/links/link-protocols';

/**
 * Applies the answer of the link prompt to the selection: null (Cancel) changes nothing, an
 * empty answer removes the link, anything else becomes the link or throws with `refusedMessage`.
 */
export function applyLink(editor: Editor, answer: string | null, refusedMessage: string): void {
  if (answer === null) return;
  const chain = () => editor.chain().focus().extendMarkRange('link');
  if (answer.trim() === '') {
    chain().unsetLink().run();
    return;
  }
  const href = normalizeLinkHref(answer);
  if (!href || !chain().setLink({ href }).run()) throw new Error(refusedMessage);
}
