import path from 'node:path';
import type { NextConfig } from 'next';

/** The baseline the Lighthouse benchmark sets the site's pages beside: Next.js with nothing added. */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // pnpm keeps the packages at the workspace's root.
  turbopack: { root: path.join(import.meta.dirname, '../..') },
};

export default nextConfig;
