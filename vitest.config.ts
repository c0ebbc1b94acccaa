import path from 'node:path';
import { defineConfig } from 'vitest/config';

const web = path.join(import.meta.dirname, 'web');

export default defineConfig({
  // web/tsconfig.json keeps JSX for Next.js to compile; tests compile it themselves.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: `${web}/$1` },
      { find: /^server-only$/, replacement: path.join(import.meta.dirname, 'tests/support/empty-module.ts') },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'web/**/*.test.ts', 'schemas/**/*.test.ts', 'studio/**/*.test.ts'],
    environment: 'node',
    // next-intl imports 'next/server' without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
