import type { NextConfig } from 'next';

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>;

/**
 * The site's font files (`web/public/fonts`, written by `pnpm fonts:generate`) carry their
 * content's hash in their names, so a browser or a CDN may keep each for a year: a changed font
 * gets a new name. Other public files keep Next.js's default (revalidated on every use).
 */
export function fontFileHeaders(): HeaderRules {
  return [
    {
      source: '/fonts/:file*',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ];
}
