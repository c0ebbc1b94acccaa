import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, specifiersOf } from './support/imports';

const root = path.join(import.meta.dirname, '../..');
const web = path.join(root, 'web');
const packages = path.join(root, 'packages');
/** The workspace packages under packages/: the stand-ins and what they share. */
const PACKAGES = readdirSync(packages);

/** Each offline stand-in and the one module of the app that mounts it. */
const MOUNTS: Record<string, string> = {
  '@tribe/local-dataset': 'web/content/local-dataset.ts',
  '@tribe/local-lake': 'web/content/local-lake.ts',
  '@tribe/local-idp': 'web/server/local-idp/mount.ts',
};

const relative = (file: string) => path.relative(root, file);
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the offline stand-ins as workspace packages', () => {
  it('are imported by the app only in their mounts', () => {
    const imports = sourceFiles(web).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => packageName(specifier) in MOUNTS)
        .map((specifier) => `${relative(file)} → ${packageName(specifier)}`),
    );
    expect([...new Set(imports)].sort()).toEqual(
      Object.entries(MOUNTS)
        .map(([name, mount]) => `${mount} → ${name}`)
        .sort(),
    );
  });

  it('are all under packages/', () => {
    expect(PACKAGES).toEqual(
      expect.arrayContaining(Object.keys(MOUNTS).map((name) => name.replace('@tribe/', ''))),
    );
  });

  it.each(PACKAGES)('packages/%s imports nothing of the app', (name) => {
    const folder = path.join(packages, name);
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    const intoTheApp = files.flatMap((file) =>
      specifiersOf(file)
        .filter(
          (specifier) =>
            specifier.startsWith('@/') ||
            packageName(specifier) === '@tribe/web' ||
            (specifier.startsWith('.') &&
              !path.resolve(path.dirname(file), specifier).startsWith(`${folder}${path.sep}`)),
        )
        .map((specifier) => `${relative(file)} → ${specifier}`),
    );
    expect(intoTheApp).toEqual([]);
  });

  it.each(PACKAGES)('packages/%s declares every package it imports', (name) => {
    const folder = path.join(packages, name);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const undeclared = sourceFiles(folder).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
        .filter((specifier) => !declared.has(packageName(specifier)))
        .map((specifier) => `${relative(file)} → ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });
});
