import type { Editor } from '@tiptap/core';

export type RichTextMode = 'html' | 'text';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor content for a value: HTML as it is, plain text as a paragraph per line. */
export function contentOf(value: string, mode: RichTextMode): string {
  if (mode === 'html') return value;
  return value
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The value an editor holds: '' when empty, else its HTML or its plain text, a line per paragraph. */
export function editorValue(editor: Editor, mode: RichTextMode): string {
  if (editor.isEmpty) return '';
  return mode === 'text' ? editor.getText({ blockSeparator: '\n' }) : editor.getHTML();
}
