import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, specifiersOf } from './support/imports';

const web = path.join(import.meta.dirname, '../../web');

/**
 * The content source is read by the platform (offers for applications, alerts, follows), never
 * the other way round: content takes from the platform only the process's infrastructure (the
 * log, the configuration, process-wide instances, the peer check), in the local Content Lake's
 * mounts who may edit, and in the image pipeline the per-address limit and its error answer.
 */
const CONTENT_MAY_USE: { module: RegExp; from?: RegExp }[] = [
  { module: /^@\/platform\/log\// },
  { module: /^@\/platform\/env$/ },
  { module: /^@\/platform\/process-shared$/ },
  { module: /^@\/platform\/http\/loopback-peer$/ },
  { module: /^@\/platform\/editors\//, from: /^content\/local-(lake|studio-session)\.ts$/ },
  { module: /^@\/platform\/http\/(rate-limit|errors)$/, from: /^content\/images\/image-asset-response\.ts$/ },
];

/** Every platform module a file under web/content imports, as `file → module`. */
function platformImportsOfContent(): string[] {
  const content = path.join(web, 'content');
  return sourceFiles(content).flatMap((file) => {
    const name = path.relative(web, file);
    return specifiersOf(file)
      .map((specifier) =>
        specifier.startsWith('.')
          ? `@/${path.relative(web, path.resolve(path.dirname(file), specifier))}`
          : specifier,
      )
      .filter((specifier) => specifier.startsWith('@/platform'))
      .map((specifier) => `${name} → ${specifier}`);
  });
}

describe('content and platform', () => {
  it('content imports from the platform only its infrastructure', () => {
    const imports = platformImportsOfContent();
    expect(imports.length).toBeGreaterThan(0);
    const unexpected = imports.filter((entry) => {
      const [file, module] = entry.split(' → ');
      return !CONTENT_MAY_USE.some(
        (rule) => rule.module.test(module) && (!rule.from || rule.from.test(file)),
      );
    });
    expect(unexpected).toEqual([]);
  });

  it('content imports nothing of the pages or their components', () => {
    const content = path.join(web, 'content');
    const imports = sourceFiles(content).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => /^@\/(app|components|hooks)\//.test(specifier))
        .map((specifier) => `${path.relative(web, file)} → ${specifier}`),
    );
    expect(imports).toEqual([]);
  });
});
