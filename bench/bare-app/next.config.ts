import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * The baseline the Lighthouse and pages benchmarks set the site's pages beside: Next.js with nothing
 * added, answering as the site does (no `X-Powered-By`, no ETag).
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateEtags: false,
  // pnpm keeps the packages at the workspace's root.
  turbopack: { root: path.join(import.meta.dirname, '../..') },
};

export default nextConfig;
