import type { Random } from './random';

type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
export type Block = {
  _type: 'block';
  _key: string;
  style: string;
  markDefs: { _type: 'link'; _key: string; href: string }[];
  children: Span[];
  listItem?: 'bullet' | 'number';
  level?: number;
};

/** Stands for an escaped underscore (`\_`, as in a file name) while the marks are parsed. */
const ESCAPED_UNDERSCORE = '\u0000';

/** Text with inline marks: **bold**, _italic_ and [label](href) links; `\_` is a plain underscore. */
function spans(random: Random, text: string, markDefs: Block['markDefs']): Span[] {
  const escaped = text.replaceAll('\\_', ESCAPED_UNDERSCORE);
  const parts = escaped.split(/(\*\*[^*]+\*\*|_[^_]+_|\[[^\]]+\]\([^)]+\))/).filter(Boolean);
  return parts.map((part) => {
    const span = (value: string, marks: string[]): Span => ({
      _type: 'span',
      _key: random.key(),
      text: value.replaceAll(ESCAPED_UNDERSCORE, '_'),
      marks,
    });
    if (part.startsWith('**')) return span(part.slice(2, -2), ['strong']);
    if (part.startsWith('_') && part.endsWith('_')) return span(part.slice(1, -1), ['em']);
    const link = part.match(/^\[([^\]]+)\]\(([^)]+)\)$/);
    if (link) {
      const markKey = random.key();
      markDefs.push({ _type: 'link', _key: markKey, href: link[2] });
      return span(link[1], [markKey]);
    }
    return span(part, []);
  });
}

export function block(random: Random, text: string, style = 'normal', listItem?: 'bullet' | 'number'): Block {
  const markDefs: Block['markDefs'] = [];
  return {
    _type: 'block',
    _key: random.key(),
    style,
    markDefs,
    children: spans(random, text, markDefs),
    ...(listItem ? { listItem, level: 1 } : {}),
  };
}

/**
 * Portable Text from a tiny markup: '## ' and '### ' headings, '> ' quotes, '- ' bullets,
 * '1. ' numbered items, anything else a paragraph.
 */
export function richText(random: Random, lines: string[]): Block[] {
  return lines.map((line) => {
    if (line.startsWith('### ')) return block(random, line.slice(4), 'h3');
    if (line.startsWith('## ')) return block(random, line.slice(3), 'h2');
    if (line.startsWith('> ')) return block(random, line.slice(2), 'blockquote');
    if (line.startsWith('- ')) return block(random, line.slice(2), 'normal', 'bullet');
    const numbered = line.match(/^\d+\. (.*)$/);
    if (numbered) return block(random, numbered[1], 'normal', 'number');
    return block(random, line);
  });
}
