import path from 'node:path';
import { publicSanityEnv, sanityProject } from '@tribe/studio/sanity-project';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { iconsVersion } from './config/icons-version';
import { catalogueVersion } from './config/messages-version';
import { sitePolicyInputs } from './config/policy-inputs';
import { publicEnv } from './config/public-env';
import { securityHeaders } from './config/security-headers';
import { routeRuleRedirects } from './i18n/route-rules';
import { offlineStudioAddressRedirects } from './lib/studio/studio-address';

const workspaceRoot = path.join(import.meta.dirname, '..');

/**
 * Pages and cached content reads (decided at every start): shared through Redis by several
 * instances with REDIS_URL; offline, kept by the site's handler, which a local content change made
 * outside any request expires. Online without Redis, Next.js's own cache keeps them, with the
 * build's prerendered pages and on disk across restarts, so a Content Lake outage leaves them served.
 */
function siteCacheHandler(): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!process.env.REDIS_URL && sanityProject().online) return {};
  return { cacheHandler: path.join(import.meta.dirname, 'config/cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The browser reads the Sanity project through the same rule as the server (SANITY_* first).
  env: {
    ...publicSanityEnv(sanityProject()),
    MESSAGES_VERSION: catalogueVersion(),
    ICONS_VERSION: iconsVersion(),
  },
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `pnpm test` runs tsc over the same files while it builds for the end-to-end run, and fails on its errors.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BEFORE_BUILD === 'true' },
  poweredByHeader: false,
  // Next.js hashes every cached page it sends for this header, and in a long-running server the
  // hash runs at a fifth of its speed (docs/decisions.md, 'Cached pages without an ETag').
  generateEtags: false,
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  transpilePackages: [
    '@tribe/local-dataset',
    '@tribe/local-idp',
    '@tribe/local-lake',
    '@tribe/routes',
    '@tribe/schemas',
    '@tribe/server-kit',
    '@tribe/studio',
  ],
  serverExternalPackages: ['@electric-sql/pglite', 'oidc-provider', 'sharp'],
  redirects: async () => [
    ...routeRuleRedirects(),
    ...offlineStudioAddressRedirects(publicEnv.siteUrl, sanityProject().online),
  ],
  headers: async () => [
    ...securityHeaders(sitePolicyInputs()),
    // Pages address the sprite under its hash (`SPRITE_ADDRESS`): a changed sprite is a new address.
    {
      source: '/icons.svg',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
  images: { loader: 'custom', loaderFile: './content/images/image-loader.ts' },
  ...siteCacheHandler(),
  experimental: {
    // unauthorized(): previews without draft mode answer 401 with the 401 page.
    authInterrupts: true,
    // Most visits land from a search on one page (a job offer, a company), often on a phone's
    // network: fewer, larger script chunks load it sooner than many small ones shared with pages
    // the visitor may never open (15 → 9–11 files per public page, 2–4 KB less gzipped).
    turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000 },
  },
};

// Messages are compiled at build time, so the browser gets no ICU message parser.
export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
