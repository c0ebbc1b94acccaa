// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLink } from '@/components/editor/apply-link';
import { richTextExtensions } from '@/components/editor/editor-extensions';
import { contentOf, editorValue } from '@/components/editor/editor-value';

const REFUSED = 'Links may only use http, https, ftp, ftps, mailto, tel, callto, sms, cid or xmpp.';
const editors: Editor[] = [];

function editorWith(content: string) {
  const editor = new Editor({ extensions: richTextExtensions, content });
  editors.push(editor);
  return editor;
}

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

describe('the rich-text editor', () => {
  it('keeps only paragraphs, breaks, bold, italic, lists and links from pasted HTML', () => {
    const editor = editorWith(
      '<h1>Title</h1><blockquote><p>Quote</p></blockquote><p><s>struck</s> <u>under</u> <code>x</code><strong>bold</strong></p>',
    );
    expect(editor.getHTML()).toBe('<p>Title</p><p>Quote</p><p>struck under x<strong>bold</strong></p>');
  });

  it('Reset style clears every mark and turns a list back into paragraphs', () => {
    const editor = editorWith('<ul><li><p><strong>Bold</strong> and <em>italic</em></p></li></ul>');
    editor.chain().selectAll().unsetAllMarks().clearNodes().run();
    expect(editor.getHTML()).toBe('<p>Bold and italic</p>');
  });

  it('inserts a hard break for Shift+Enter', () => {
    const editor = editorWith('<p>First</p>');
    editor.chain().focus('end').setHardBreak().insertContent('Second').run();
    expect(editor.getHTML()).toBe('<p>First<br>Second</p>');
  });

  it('links the selection with an allowed protocol, http by default', () => {
    const editor = editorWith('<p>Masaryk University</p>');
    editor.commands.setTextSelection({ from: 1, to: 8 });
    applyLink(editor, 'muni.cz', REFUSED);
    expect(editor.getHTML()).toContain(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="http://muni.cz">Masaryk</a>',
    );
  });

  it('refuses a javascript: link with the message and changes nothing', () => {
    const editor = editorWith('<p>Click me</p>');
    editor.commands.setTextSelection({ from: 1, to: 6 });
    expect(() => applyLink(editor, 'javascript:alert(1)', REFUSED)).toThrow(REFUSED);
    expect(editor.getHTML()).toBe('<p>Click me</p>');
  });

  it('removes the link on an empty answer and does nothing on Cancel', () => {
    const editor = editorWith('<p><a href="https://example.com">Example</a> site</p>');
    editor.commands.setTextSelection(3);
    applyLink(editor, null, REFUSED);
    expect(editor.getHTML()).toContain('href="https://example.com"');
    applyLink(editor, '  ', REFUSED);
    expect(editor.getHTML()).not.toContain('<a');
  });

  it('drops links with a protocol that is not allowed from pasted HTML', () => {
    const editor = editorWith(
      '<p><a href="javascript:alert(1)">bad</a> <a href="tel:+420777123456">call</a></p>',
    );
    expect(editor.getHTML()).not.toContain('javascript:');
    expect(editor.getHTML()).toContain('href="tel:+420777123456"');
  });

  it('holds plain text in TEXT mode, a paragraph per line, escaped', () => {
    const editor = editorWith(contentOf('First line\n<b>not bold</b>', 'text'));
    expect(editorValue(editor, 'text')).toBe('First line\n<b>not bold</b>');
    expect(editor.getHTML()).not.toContain('<strong>');
  });

  it("answers '' for an empty document in both modes, not an empty paragraph", () => {
    const editor = editorWith('<p>Gone soon</p>');
    editor.commands.clearContent();
    expect(editor.getHTML()).toBe('<p></p>');
    expect(editorValue(editor, 'html')).toBe('');
    expect(editorValue(editor, 'text')).toBe('');
  });

  it('answers the HTML in HTML mode', () => {
    expect(editorValue(editorWith('<p><em>kept</em></p>'), 'html')).toBe('<p><em>kept</em></p>');
  });
});
