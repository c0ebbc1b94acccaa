import { existsSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles, specifiersOf } from './support/imports';

export const web = path.join(import.meta.dirname, '../../web');

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The web/-relative file a specifier names, or undefined for a package or a file outside web/. */
export function resolveInWeb(specifier: string, importer: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(web, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  const file = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
  );
  if (!file) return undefined;
  const relative = path.relative(web, file);
  return relative.startsWith('..') ? undefined : relative;
}

/** Every import between two files of web/, as web/-relative paths. */
export function webImports(): { from: string; to: string }[] {
  // next-env.d.ts is Next.js's own, pointing into its build output.
  const files = sourceFiles(web).filter((file) => path.basename(file) !== 'next-env.d.ts');
  return files.flatMap((file) =>
    specifiersOf(file).flatMap((specifier) => {
      const to = resolveInWeb(specifier, file);
      return to ? [{ from: path.relative(web, file), to }] : [];
    }),
  );
}
