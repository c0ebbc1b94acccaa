import type { Locale } from '@tribe/routes';

const NO_BREAK_SPACE = '\u00A0';

// A one-letter preposition or conjunction must not end a line (Czech typesetting rules): the space
// after it becomes a no-break space. It starts the text or follows a space, a bracket or a quote.
const ONE_LETTER_WORD = /(?<=^|[\s([„"“])([ksvzouaiKSVZOUAI])[ \t]+(?=\S)/g;
// A straight or English quote that opens (at the start, or after a space or a bracket) and any
// other that closes.
const OPENING_QUOTE = /(?<=^|[\s([])["“”](?=\S)/g;
const CLOSING_QUOTE = /["”]/g;

/** Czech typography for a text: no-break spaces after one-letter words, and „Czech quotes“. */
export function czechTypography(text: string): string {
  return text
    .replace(ONE_LETTER_WORD, `$1${NO_BREAK_SPACE}`)
    .replace(OPENING_QUOTE, '„')
    .replace(CLOSING_QUOTE, '“');
}

/** A content text as the locale typesets it: Czech typography for Czech, unchanged otherwise. */
export function typesetText(text: string, locale: Locale): string {
  return locale === 'cs' ? czechTypography(text) : text;
}

type Span = { _type?: string; text?: unknown };
type Block = { _type?: string; children?: Span[] };

/** Portable Text with the text of every span typeset for the locale; other blocks stay as they are. */
export function typesetPortableText<T>(value: T, locale: Locale): T {
  if (locale !== 'cs' || !Array.isArray(value)) return value;
  return value.map((block: Block) =>
    block?._type === 'block' && Array.isArray(block.children)
      ? {
          ...block,
          children: block.children.map((span) =>
            span?._type === 'span' && typeof span.text === 'string'
              ? { ...span, text: czechTypography(span.text) }
              : span,
          ),
        }
      : block,
  ) as T;
}
