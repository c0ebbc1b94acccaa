import { gzipSync } from 'node:zlib';

/**
 * The `<script src>` a page's HTML loads, as absolute URLs. `nomodule` scripts (the polyfills
 * for browsers without ES modules) are left out: no current browser downloads them.
 */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const sources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter(([, before, , after]) => !/\snomodule/i.test(`${before} ${after}`))
    .map((match) => match[2].replaceAll('&amp;', '&'));
  return [...new Set(sources)].map((src) => new URL(src, pageUrl).href);
}

/** The gzipped size (bytes) of all the JavaScript a page loads up front. */
export async function gzippedScriptBytes(
  html: string,
  pageUrl: string,
): Promise<{ count: number; bytes: number }> {
  const urls = scriptUrls(html, pageUrl);
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { count: urls.length, bytes };
}
