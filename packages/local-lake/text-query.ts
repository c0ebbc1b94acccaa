const TEXT_QUERY = /text::query\(\s*\$([A-Za-z_]\w*)\s*\)/g;

/** `text::query("knih* -old")` as a `match` pattern groq-js understands: negated terms and quotes dropped. */
function matchPattern(value: unknown): string {
  const terms = String(value ?? '')
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((term) => term && !term.startsWith('-'));
  return terms.length ? terms.join(' ') : '*';
}

/**
 * groq-js has no `text::query()`, which the Studio's list search uses; `x match text::query($q)`
 * becomes `x match $q` with the pattern rewritten (the site's own queries use `match` already).
 */
export function withoutTextQuery(query: string, params: Record<string, unknown>) {
  if (!query.includes('text::query')) return { query, params };
  const rewritten = { ...params };
  const text = query.replace(TEXT_QUERY, (_call, name: string) => {
    rewritten[`${name}__pattern`] = matchPattern(params[name]);
    return `$${name}__pattern`;
  });
  return { query: text, params: rewritten };
}
