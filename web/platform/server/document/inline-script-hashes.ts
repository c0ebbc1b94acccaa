import 'server-only';
import { createHash } from 'node:crypto';

// A script element with its attributes (quoted values may hold '>') and its text up to the end tag.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// The types a browser runs as script; anything else (application/ld+json) is a data block.
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function runsAsScript(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
  return SCRIPT_TYPES.has(value.trim().toLowerCase());
}

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script a document runs, in document order
 * without repeats: the browser hashes a script's text exactly as it stands between its tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!runsAsScript(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with its `script-src` naming exactly these inline scripts instead of allowing any
 * (`'unsafe-inline'` goes). A policy without `'unsafe-inline'` in `script-src` is returned as it is.
 */
export function policyNamingInlineScripts(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' || !sources.includes("'unsafe-inline'")) return directive;
      const kept = sources.filter((source) => source !== "'unsafe-inline'");
      return ` ${[name, ...kept, ...hashes].join(' ')}`;
    })
    .join(';')
    .trim();
}
