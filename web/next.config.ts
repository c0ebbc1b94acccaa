import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { routeRuleRedirects } from './i18n/route-rules';

const workspaceRoot = path.join(import.meta.dirname, '..');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  outputFileTracingRoot: workspaceRoot,
  turbopack: { root: workspaceRoot },
  transpilePackages: ['@tribe/schemas', '@tribe/studio'],
  serverExternalPackages: ['@electric-sql/pglite', 'oidc-provider', 'sharp'],
  redirects: async () => routeRuleRedirects(),
  images: { loader: 'custom', loaderFile: './content/images/image-loader.ts' },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
