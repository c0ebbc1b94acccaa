import { highlightWords } from '@/search/highlight-words';

/** A text with the words a search matched in `<mark>`. */
export function HighlightedText({
  text,
  matchedTerms = [],
}: {
  text: string;
  matchedTerms?: readonly string[];
}) {
  return highlightWords(text, matchedTerms).map((part, index) =>
    part.matched ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <mark key={index} className="rounded-sm bg-primary-light px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
