/** More of an article's text, in the markup of portable-text.ts, set into its body by {@link withSections}. */
export interface ArticleSections {
  /** The article's number: its place in articles.ts, from 1. */
  article: number;
  cs: string[];
  en: string[];
}

/**
 * A text with the sections set before its closing part: its last '## ' heading, or, in an interview
 * without headings, its last question (a line starting with '**'); at its end when it has neither.
 */
export function withSections(lines: readonly string[], sections: readonly string[]): string[] {
  const closing = lines.findLastIndex((line) => line.startsWith('## '));
  const at = closing >= 0 ? closing : lines.findLastIndex((line) => line.startsWith('**'));
  const split = at >= 0 ? at : lines.length;
  return [...lines.slice(0, split), ...sections, ...lines.slice(split)];
}
