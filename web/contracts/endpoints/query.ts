/** An id or a token as one path segment: it never reaches another path. */
export const segment = encodeURIComponent;

export const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query)}`;
