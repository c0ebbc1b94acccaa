import type { ExprNode } from 'groq-js';
import type { SanityDocument } from './ndjson';

/*
 * groq-js evaluates `*[filter]` by testing every document. Before it runs, each such filter is
 * given a smaller candidate list instead of `*`: the documents that meet every equality the
 * filter requires (`_type == "jobOffer"`, `city == "Brno"`, `company._ref == "…"`), found in
 * field indexes. The filter itself still runs on the candidates, so results are unchanged.
 */

type Node = ExprNode & Record<string, unknown>;
type Scalar = string | number | boolean;
/** The field at `path` must equal one of `values`. */
type Constraint = { path: string; values: Scalar[] };
/** `[fields] match "word*"`: a document can match only if every word occurs in those fields. */
type TextConstraint = { fields: Node[]; words: string[] };

export interface FieldIndex {
  all: SanityDocument[];
  lookup(path: string, value: Scalar): SanityDocument[];
  /** A Set of a list `lookup` returned, kept with it. */
  membersOf(list: SanityDocument[]): Set<SanityDocument>;
  byId: Map<string, SanityDocument>;
}

/** `a.b.c` for an attribute chain that starts at the current document, otherwise null. */
function attributePath(node: Node): string | null {
  if (node.type !== 'AccessAttribute') return null;
  const base = node.base as Node | undefined;
  if (!base) return node.name as string;
  const parent = attributePath(base);
  return parent === null ? null : `${parent}.${node.name as string}`;
}

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** true / false for a constant or a comparison of two constants (what a parameter check becomes once parsed). */
function constantTruth(node: Node): boolean | null {
  if (node.type === 'Group') return constantTruth(node.base as Node);
  if (node.type === 'Value' && typeof node.value === 'boolean') return node.value;
  if (node.type !== 'OpCall' || (node.op !== '==' && node.op !== '!=')) return null;
  const [left, right] = [node.left as Node, node.right as Node];
  if (left.type !== 'Value' || right.type !== 'Value') return null;
  return (left.value === right.value) === (node.op === '==');
}

/** What one conjunct of a filter requires of a document, if it is an equality or `field in [constants]`. */
function constraintOf(node: Node): Constraint | 'always' | null {
  if (node.type === 'Group') return constraintOf(node.base as Node);
  if (constantTruth(node) === true) return 'always';
  if (node.type === 'Or') {
    const [left, right] = [node.left as Node, node.right as Node];
    if (constantTruth(left) === true || constantTruth(right) === true) return 'always';
    if (constantTruth(left) === false) return constraintOf(right);
    if (constantTruth(right) === false) return constraintOf(left);
    return null;
  }
  if (node.type !== 'OpCall') return null;
  if (node.op === 'in') {
    const [field, list] = [node.left as Node, node.right as Node];
    const path = attributePath(field);
    if (path && list.type === 'Value' && Array.isArray(list.value) && list.value.every(isScalar))
      return { path, values: list.value };
    return null;
  }
  if (node.op !== '==') return null;
  for (const [field, other] of [
    [node.left, node.right],
    [node.right, node.left],
  ] as [Node, Node][]) {
    const path = attributePath(field);
    if (path && other.type === 'Value' && isScalar(other.value)) return { path, values: [other.value] };
  }
  return null;
}

const WORD = /^[\p{L}\p{N}]+$/u;

/** The words of match patterns, when each is plain letters and digits with an optional trailing '*'. */
function matchWords(value: unknown): string[] | null {
  const patterns = Array.isArray(value) ? value : [value];
  const words = patterns.map((pattern) =>
    typeof pattern === 'string' ? pattern.replace(/\*$/, '').toLowerCase() : '',
  );
  return words.length > 0 && words.every((word) => WORD.test(word)) ? words : null;
}

function textConstraintOf(node: Node): TextConstraint | null {
  if (node.type === 'Group') return textConstraintOf(node.base as Node);
  if (node.type === 'Or') {
    const [left, right] = [node.left as Node, node.right as Node];
    if (constantTruth(left) === false) return textConstraintOf(right);
    if (constantTruth(right) === false) return textConstraintOf(left);
    return null;
  }
  if (node.type !== 'OpCall' || node.op !== 'match') return null;
  const [subject, pattern] = [node.left as Node, node.right as Node];
  const words = pattern.type === 'Value' ? matchWords(pattern.value) : null;
  if (!words) return null;
  const elements =
    subject.type === 'Array'
      ? (subject.elements as Node[])
      : [{ type: 'ArrayElement', value: subject, isSplat: false } as Node];
  if (elements.some((element) => element.isSplat)) return null;
  return { fields: elements.map((element) => element.value as Node), words };
}

/** A field's text for the pre-check; undefined when it cannot be read simply (then the document stays). */
function fieldText(node: Node, doc: SanityDocument, byId: Map<string, SanityDocument>): unknown {
  if (node.type === 'Deref') {
    const ref = fieldText(node.base as Node, doc, byId) as { _ref?: unknown } | undefined;
    return typeof ref?._ref === 'string' ? (byId.get(ref._ref) ?? null) : null;
  }
  if (node.type !== 'AccessAttribute') return undefined;
  const base = node.base ? fieldText(node.base as Node, doc, byId) : doc;
  if (base === null) return null;
  if (base === undefined || typeof base !== 'object') return undefined;
  return (base as Record<string, unknown>)[node.name as string] ?? null;
}

function mayMatch(
  doc: SanityDocument,
  constraint: TextConstraint,
  byId: Map<string, SanityDocument>,
): boolean {
  let text = '';
  for (const field of constraint.fields) {
    const value = fieldText(field, doc, byId);
    if (value === null) continue;
    if (typeof value !== 'string') return true;
    text += ` ${value.toLowerCase()}`;
  }
  return constraint.words.every((word) => text.includes(word));
}

/** The documents whose field has one of the values, in dataset order. */
function candidatesFor({ path, values }: Constraint, index: FieldIndex): SanityDocument[] {
  if (values.length === 1) return index.lookup(path, values[0]);
  const members = new Set(values.flatMap((value) => index.lookup(path, value)));
  return members.size === 0 ? [] : index.all.filter((doc) => members.has(doc));
}

const constant = (value: boolean): Node => ({ type: 'Value', value }) as Node;

/**
 * A filter with its constant parts folded: `false || x` and `true && x` become `x`, `true || x`
 * true and `false && x` false. Each keeps a document exactly when the original is true, which is
 * all a filter asks. A filter that picks one branch by a parameter (`$kind == "company" && …`)
 * is then planned as that branch, its equalities read from the indexes.
 */
function folded(node: Node): Node {
  if (node.type === 'Group') return folded(node.base as Node);
  if (node.type !== 'And' && node.type !== 'Or') return node;
  const [left, right] = [folded(node.left as Node), folded(node.right as Node)];
  const [leftTruth, rightTruth] = [constantTruth(left), constantTruth(right)];
  const decisive = node.type === 'Or';
  if (leftTruth === decisive || rightTruth === decisive) return constant(decisive);
  if (leftTruth === !decisive) return right;
  if (rightTruth === !decisive) return left;
  return { ...node, left, right };
}

function conjuncts(node: Node): Node[] {
  if (node.type === 'And') return [...conjuncts(node.left as Node), ...conjuncts(node.right as Node)];
  if (node.type === 'Group' && (node.base as Node).type === 'And') return conjuncts(node.base as Node);
  return [node];
}

/**
 * The documents that can pass a filter, and what of the filter is still to be checked: the
 * equalities are met exactly by the index lookups, so only the other conjuncts remain.
 */
function plan(filter: Node, index: FieldIndex): { candidates: SanityDocument[]; remaining: Node[] } {
  const lists: SanityDocument[][] = [];
  const remaining: Node[] = [];
  for (const conjunct of conjuncts(folded(filter))) {
    const constraint = constraintOf(conjunct);
    if (constraint === 'always') continue;
    if (constraint) lists.push(candidatesFor(constraint, index));
    else remaining.push(conjunct);
  }
  lists.sort((a, b) => a.length - b.length);
  const [smallest, ...others] = lists.length ? lists : [index.all];
  let candidates = others.reduce((narrowed, list) => {
    const members = index.membersOf(list);
    return narrowed.filter((doc) => members.has(doc));
  }, smallest);
  const texts = remaining
    .map(textConstraintOf)
    .filter((constraint): constraint is TextConstraint => constraint !== null);
  if (texts.length)
    candidates = candidates.filter((doc) => texts.every((text) => mayMatch(doc, text, index.byId)));
  return { candidates, remaining };
}

/** The query tree with every `*[filter]` reading from its candidate list. */
export function narrowFilters(node: ExprNode, index: FieldIndex): ExprNode {
  const current = node as Node;
  if (current.type === 'Value') return node;
  const copy: Node = { ...current };
  for (const [key, child] of Object.entries(current)) {
    if (Array.isArray(child))
      copy[key] = child.map((item) =>
        item && typeof item === 'object' && 'type' in item ? narrowFilters(item, index) : item,
      );
    else if (child && typeof child === 'object' && 'type' in child)
      copy[key] = narrowFilters(child as ExprNode, index);
  }
  if (copy.type === 'Filter' && (copy.base as Node).type === 'Everything') {
    const { candidates, remaining } = plan(copy.expr as Node, index);
    const base = { type: 'Value', value: candidates } as ExprNode;
    if (remaining.length === 0) return base;
    copy.base = base;
    copy.expr = remaining.reduce((left, right) => ({ type: 'And', left, right }) as Node);
  }
  return copy as ExprNode;
}
