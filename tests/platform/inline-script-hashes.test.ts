import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  policyNamingInlineScripts,
} from '@/platform/server/document/inline-script-hashes';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('names each inline script by the hash of its exact text, once, in document order', () => {
    const first = 'self.__next_f=self.__next_f||[]';
    const second = 'self.__next_f.push([1,"Č \\u003cb\\u003e"])';
    const html = `<html><head><script>${first}</script></head><body><script id="x">${second}</script><script>${first}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(first), hashOf(second)]);
  });

  it('leaves out external scripts and data blocks, and keeps module and JavaScript types', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script type="module">import("/a.js")</script>',
      "<script type='text/javascript'>run()</script>",
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hashOf('import("/a.js")'), hashOf('run()')]);
  });

  it('reads attributes whose quoted values hold ">" and an end tag with spaces or capitals', () => {
    const html = '<script data-note="a > b">go()</SCRIPT ><script>\n  multi\n  line\n</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('go()'), hashOf('\n  multi\n  line\n')]);
  });

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>script</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('policyNamingInlineScripts', () => {
  const policy =
    "default-src 'self'; script-src 'self' 'unsafe-inline' https://eu.i.posthog.com; style-src 'self' 'unsafe-inline'";

  it("replaces 'unsafe-inline' in script-src with the hashes and leaves the other directives", () => {
    expect(policyNamingInlineScripts(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' https://eu.i.posthog.com 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
  });

  it('allows no inline script when the page has none', () => {
    expect(policyNamingInlineScripts(policy, [])).toContain("script-src 'self' https://eu.i.posthog.com;");
  });

  it('keeps a policy that does not allow inline scripts as it is', () => {
    const strict = "default-src 'none'; script-src 'sha256-x'";
    expect(policyNamingInlineScripts(strict, ["'sha256-a'"])).toBe(strict);
  });
});
