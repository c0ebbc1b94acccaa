/** `match text::query($q)` or `match text::query("literal")`, the argument captured. */
const TEXT_QUERY = /\bmatch\s+text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\)/g;

const CLOSING = new Set([')', ']']);
const OPENING = new Set(['(', '[']);
const OPERAND_CHAR = /[\w@.$]/;

/**
 * Where the operand left of `match` (ending before `end`) starts: an attribute path, `@`, an
 * array `[a, b]` or a call such as `pt::text(body)`, with `->`, `::` and `[]` inside.
 */
function operandStart(query: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(query[at - 1] as string)) at--;
  for (;;) {
    const char = query[at - 1] ?? '';
    if (CLOSING.has(char)) {
      let depth = 0;
      do {
        at--;
        const inner = query[at] as string;
        if (CLOSING.has(inner)) depth++;
        else if (OPENING.has(inner)) depth--;
      } while (depth > 0 && at > 0);
    } else if (OPERAND_CHAR.test(char)) at--;
    else if (char === '>' && query[at - 2] === '-') at -= 2;
    else if (char === ':' && query[at - 2] === ':') at -= 2;
    else return at;
  }
}

/** The search string an argument names: a parameter's value or the literal. */
function searchText(argument: string, params: Record<string, unknown>): string {
  if (argument.startsWith('$')) return String(params[argument.slice(1)] ?? '');
  if (argument.startsWith('"')) return JSON.parse(argument) as string;
  return argument.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** The terms a search string asks for and those it excludes (`-term`, `-"a phrase"`). */
function searchTerms(text: string) {
  const wanted: string[] = [];
  const excluded: string[] = [];
  for (const [, minus, phrase, word] of text.matchAll(/(-?)(?:"([^"]*)"|(\S+))/g)) {
    const term = (phrase ?? word ?? '').trim();
    if (!term || term === '-') continue;
    (minus ? excluded : wanted).push(term);
  }
  return { wanted, excluded };
}

/**
 * groq-js has no `text::query()`, which the Studio's list search uses: `x match text::query(…)`
 * becomes `x match $pattern`, and each excluded term `!(x match $excluded)`.
 */
export function withoutTextQuery(query: string, params: Record<string, unknown>) {
  if (!query.includes('text::query')) return { query, params };
  const rewritten = { ...params };
  const calls = [...query.matchAll(TEXT_QUERY)];
  let text = query;
  calls.reverse().forEach((call, callIndex) => {
    const start = operandStart(query, call.index);
    const operand = query.slice(start, call.index).trim();
    const { wanted, excluded } = searchTerms(searchText(call[1] as string, params));
    const name = `__textQuery${callIndex}`;
    rewritten[name] = wanted.length ? wanted.join(' ') : '*';
    const exclusions = excluded.map((term, termIndex) => {
      rewritten[`${name}_not${termIndex}`] = term;
      return ` && !(${operand} match $${name}_not${termIndex})`;
    });
    const condition = `(${operand} match $${name}${exclusions.join('')})`;
    text = text.slice(0, start) + condition + text.slice(call.index + call[0].length);
  });
  return { query: text, params: rewritten };
}
