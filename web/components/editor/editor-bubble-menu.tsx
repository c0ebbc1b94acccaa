'use client';

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useTranslations } from 'next-intl';
import { applyLink } from './apply-link';

const buttonClass =
  'rounded-lg px-2.5 py-1.5 text-sm font-semibold text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-white/25';

/**
 * The menu over selected text: Bold, Italic, Link, '• List', '1. List' and 'Reset style'.
 * It fades in over 200 ms (the plugin switches its opacity).
 */
export function EditorBubbleMenu({ editor }: { editor: Editor }) {
  const t = useTranslations('RichTextEditor');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  const editLink = () => {
    const answer = window.prompt(t('link_prompt'), editor.getAttributes('link').href ?? '');
    try {
      applyLink(editor, answer, t('link_refused'));
    } catch (error) {
      window.alert((error as Error).message);
    }
  };

  const buttons = [
    { label: t('bold'), pressed: active.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: t('italic'), pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: t('link'), pressed: active.link, run: editLink },
    {
      label: t('bullet_list'),
      pressed: active.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t('ordered_list'),
      pressed: active.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: t('reset_style'),
      pressed: undefined,
      run: () => editor.chain().focus().unsetAllMarks().clearNodes().run(),
    },
  ];

  return (
    <BubbleMenu editor={editor} className="z-20 transition-opacity duration-200">
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        className="flex flex-wrap gap-0.5 rounded-xl bg-gray-950 p-1 shadow-lg"
      >
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={buttonClass}
            aria-pressed={button.pressed}
            // Keeps the selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            {button.label}
          </button>
        ))}
      </div>
    </BubbleMenu>
  );
}
