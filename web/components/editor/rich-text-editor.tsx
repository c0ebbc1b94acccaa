'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { EditorBubbleMenu } from './editor-bubble-menu';
import { richTextExtensions } from './editor-extensions';
import { contentOf, editorValue, type RichTextMode } from './editor-value';

interface RichTextEditorProps {
  /** The editable element's id, for a label's htmlFor. */
  id?: string;
  /** HTML in 'html' mode, plain text in 'text' mode. */
  value: string;
  onChange?: (value: string) => void;
  mode?: RichTextMode;
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  ariaInvalid?: boolean;
}

const EDITABLE_CLASS =
  'min-h-28 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-gray-900 focus:outline-none focus:ring-3 focus:ring-primary/40 aria-invalid:border-red-500';

/**
 * The reusable rich-text editor (spec section 2): HTML or TEXT mode, a light yellow tint, the bubble
 * menu on selection, Shift+Enter for a line break and links that do not open while editing. Stored
 * text is shown read-only by `StoredRichText`, as plain HTML rather than an editor.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  mode = 'html',
  ariaLabelledBy,
  ariaDescribedBy,
  ariaInvalid,
}: RichTextEditorProps) {
  const latest = useRef({ onChange, mode });
  latest.current = { onChange, mode };
  /** The value the editor shows, so an echo of its own change is not set back into it. */
  const shown = useRef(value);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: contentOf(value, mode),
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => {
      shown.current = editorValue(current, latest.current.mode);
      latest.current.onChange?.(shown.current);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      class: EDITABLE_CLASS,
    };
    if (id) attributes.id = id;
    if (ariaLabelledBy) attributes['aria-labelledby'] = ariaLabelledBy;
    if (ariaDescribedBy) attributes['aria-describedby'] = ariaDescribedBy;
    if (ariaInvalid) attributes['aria-invalid'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, ariaLabelledBy, ariaDescribedBy, ariaInvalid]);

  // A value changed from outside (a reset, another stored entry) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(contentOf(value, mode), { emitUpdate: false });
  }, [editor, value, mode]);

  return (
    <div className="rich-text">
      {editor && mode === 'html' ? <EditorBubbleMenu editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
