/**
 * A text as a regular expression that matches it literally, except that a space matches any
 * space: Czech texts bind a one-letter word to the next with a no-break space, which the browser
 * may give as either.
 */
export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');
