import { createHash } from 'node:crypto';
import type { ChangeEvent } from '@tribe/local-dataset';
import { parse } from 'groq-js';

/** The Live Content API's opaque tag: a query holding one refetches when an event names it. */
export type SyncTag = `s1:${string}`;

type GroqNode = { type: string; [field: string]: unknown };

const isNode = (value: unknown): value is GroqNode =>
  typeof value === 'object' && value !== null && typeof (value as GroqNode).type === 'string';

const syncTag = (key: string): SyncTag =>
  `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 8)}`;

/** Named by every change, and held by every query whose document types cannot be told. */
const ANY_DOCUMENT_TAG = syncTag('*');
const typeTag = (type: string) => syncTag(`type:${type}`);

const isTypeAttribute = (node: unknown) =>
  isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && node.base === undefined;

function stringValues(node: unknown): string[] | null {
  if (!isNode(node) || node.type !== 'Value') return null;
  const values = Array.isArray(node.value) ? node.value : [node.value];
  return values.every((value) => typeof value === 'string') ? values : null;
}

/**
 * The document types a filter can admit at most (`_type == "x"`, `_type in [...]`, joined by
 * `&&` and `||`), or null when it may admit any type.
 */
function admittedTypes(expr: unknown): Set<string> | null {
  if (!isNode(expr)) return null;
  if (expr.type === 'Group') return admittedTypes(expr.base);
  if (expr.type === 'And') return admittedTypes(expr.left) ?? admittedTypes(expr.right);
  if (expr.type === 'Or') {
    const left = admittedTypes(expr.left);
    const right = admittedTypes(expr.right);
    return left && right ? new Set([...left, ...right]) : null;
  }
  if (expr.type !== 'OpCall' || !isTypeAttribute(expr.left)) return null;
  if (expr.op === '==') {
    const values = stringValues(expr.right);
    return values?.length === 1 ? new Set(values) : null;
  }
  if (expr.op !== 'in') return null;
  if (isNode(expr.right) && expr.right.type === 'Array') {
    const elements = expr.right.elements as GroqNode[];
    const values = elements.map((element) => (element.isSplat ? null : stringValues(element.value)));
    return values.every(Boolean) ? new Set(values.flat() as string[]) : null;
  }
  const values = stringValues(expr.right);
  return values ? new Set(values) : null;
}

/**
 * The document types a query reads, or null when it may read any: each `*` must be filtered to
 * named types right away, and a dereference (`->`) may reach a document of any type.
 */
function typesRead(node: unknown, types: Set<string>): boolean {
  if (Array.isArray(node)) return node.every((child) => typesRead(child, types));
  if (!isNode(node) || node.type === 'Value') return true;
  if (node.type === 'Everything' || node.type === 'Deref') return false;
  if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') {
    const admitted = admittedTypes(node.expr);
    if (!admitted) return false;
    for (const type of admitted) types.add(type);
    return typesRead(node.expr, types);
  }
  return Object.values(node).every((child) => typesRead(child, types));
}

/**
 * The sync tags of a query's result: one per document type it reads, or the tag every change
 * names when its types cannot be told, so a client refetching on its tags never misses a change.
 */
export function querySyncTags(query: string, params: Record<string, unknown>): SyncTag[] {
  const types = new Set<string>();
  return typesRead(parse(query, { params }), types) ? [...types].sort().map(typeTag) : [ANY_DOCUMENT_TAG];
}

/** The tags a transaction invalidates: each changed document's type, before and after, and the catch-all. */
export function changeSyncTags({ changes }: ChangeEvent): SyncTag[] {
  const types = new Set<string>();
  for (const { previous, next } of changes) {
    if (previous) types.add(previous._type);
    if (next) types.add(next._type);
  }
  return [ANY_DOCUMENT_TAG, ...[...types].sort().map(typeTag)];
}
