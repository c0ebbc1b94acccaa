import type { SanityDocument } from './ndjson';

/**
 * What a transaction did to one document, as Content Lake effects in the mendoza format: a patch
 * whose only operation, `[0, value]`, gives the whole value (null: the document does not exist).
 * `apply` turns the previous version into the next, `revert` the next back into the previous.
 */
export interface DocumentEffect {
  apply: [0, SanityDocument | null];
  revert: [0, SanityDocument | null];
}

export const wholeDocumentEffect = (
  previous: SanityDocument | null,
  next: SanityDocument | null,
): DocumentEffect => ({ apply: [0, next], revert: [0, previous] });
