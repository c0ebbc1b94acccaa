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
    // One worker per core, not Vitest's default of one fewer, which leaves a core of the 2-core
    // machine idle: with a second worker the suite takes 193 s instead of 281 s (the PostgreSQL
    // pass 65 s instead of 101 s) for the same CPU time.
    maxWorkers: '100%',
    globalSetup: ['tests/support/embedded-database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
