import { isDeepStrictEqual } from 'node:util';
import { parse } from 'groq-js';
import { LakeError } from './http';
import type { MemberScope } from './member-scope';

const WHOLE_FILTER = /^\s*\*\s*\[([\s\S]*)\]\s*$/;

type Tree = { type: string; base?: Tree; expr?: Tree; left?: Tree; right?: Tree };

const parsed = (query: string, params: Record<string, unknown>): Tree | null => {
  try {
    return parse(query, { params }) as Tree;
  } catch {
    return null;
  }
};

/**
 * A listener's query `*[filter]` narrowed to the documents the member reads, `*[(filter) && (scope)]`,
 * for Sanity to evaluate. It is accepted only when it parses as exactly that conjunction, so no
 * text of the member's filter can close the brackets early or take the scope as its own operand.
 */
export function scopedListenQuery(
  query: string,
  params: Record<string, unknown>,
  scope: MemberScope,
): string {
  const filter = WHOLE_FILTER.exec(query)?.[1];
  const scopeFilter = `(${scope.readableFilter()})`;
  const narrowed = `*[(${filter}) && ${scopeFilter}]`;
  const tree = filter === undefined ? null : parsed(narrowed, params);
  const scopeTree = parsed(`*[${scopeFilter}]`, {});
  const exact =
    tree?.type === 'Filter' &&
    tree.base?.type === 'Everything' &&
    tree.expr?.type === 'And' &&
    isDeepStrictEqual(tree.expr.right, scopeTree?.expr);
  if (!exact) {
    throw new LakeError(400, 'queryParseError', 'A member listens with a query of the form *[filter] only.');
  }
  return narrowed;
}
