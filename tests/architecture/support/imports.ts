import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Every module a file imports or re-exports, types and dynamic imports included. */
export const specifiersOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[1] as string);

/** The TypeScript files under a folder, without dependencies and build output. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/(^|\/)(node_modules|\.next[^/]*)\//.test(name))
    .map((name) => path.join(folder, name));
}
