/**
 * An entry's description lines as the profile editor's HTML: bullet lines become a list, other
 * lines join into paragraphs (a line wrapped by the PDF continues its paragraph or list item).
 */
import { escapeHtml } from '@tribe/server-kit/escape-html';

export interface DescriptionLine {
  text: string;
  /** A wider gap than the text's line spacing stands before it: a new paragraph. */
  afterBreak: boolean;
}

const BULLET = /^\s*[•●▪■◦‣∙·*–—-]\s+/;

type Block = { kind: 'p' | 'li'; text: string };

export function descriptionHtml(lines: readonly DescriptionLine[]): string {
  const blocks: Block[] = [];
  for (const line of lines) {
    const bullet = BULLET.test(line.text);
    const text = line.text.replace(BULLET, '').trim();
    const last = blocks.at(-1);
    if (!bullet && last && !line.afterBreak) {
      // A hyphen at a line's end split a word only when the next line goes on in lower case.
      last.text =
        /\p{L}-$/u.test(last.text) && /^\p{Ll}/u.test(text)
          ? last.text.slice(0, -1) + text
          : `${last.text} ${text}`;
    } else {
      blocks.push({ kind: bullet ? 'li' : 'p', text });
    }
  }
  let html = '';
  blocks.forEach((block, index) => {
    const item = `<${block.kind}>${escapeHtml(block.text)}</${block.kind}>`;
    if (block.kind === 'p') html += item;
    else {
      if (blocks[index - 1]?.kind !== 'li') html += '<ul>';
      html += item;
      if (blocks[index + 1]?.kind !== 'li') html += '</ul>';
    }
  });
  return html;
}

/** The text a description's HTML reads as, for comparing and for length checks. */
export const descriptionText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
