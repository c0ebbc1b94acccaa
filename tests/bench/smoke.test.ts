import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const benchmarks = readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
// These measure the built site (`next build` into web/.next-bench takes minutes on two cores):
// they are smoke-run here once that build exists, and otherwise left to `pnpm bench --smoke`.
const onTheBuiltSite = new Set(['lighthouse', 'pages', 'payload', 'pdf-budget', 'publish', 'soak', 'studio']);
const built = existsSync(path.join(root, 'web/.next-bench/BUILD_ID'));

/** `pnpm bench --smoke <name>`: its exit code and output. */
async function smokeRun(name: string) {
  try {
    const { stdout } = await promisify(execFile)('pnpm', ['bench', '--smoke', name], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}\n${failed.stderr}` };
  }
}

describe('every benchmark starts and finishes at its smoke size', () => {
  it('finds the benchmarks', () => {
    expect(benchmarks).toEqual(expect.arrayContaining(['alerts', 'api', 'search', 'workspace-dashboard']));
  });

  for (const name of benchmarks) {
    it.skipIf(onTheBuiltSite.has(name) && !built)(
      `pnpm bench --smoke ${name}`,
      async ({ skip }) => {
        const { code, output } = await smokeRun(name);
        expect(output, output).toContain(`▶ ${name}.bench.ts`);
        expect(code, output).toBe(0);
        // The API benchmark compares with a plain server on PostgreSQL, which is optional here.
        if (output.includes('No PostgreSQL answers')) skip('no PostgreSQL server answers');
        // The table of figures, with at least one row of this benchmark.
        expect(output).toMatch(/\| benchmark +\| metric +\| value +\| target +\|\n\|[- |]+\|\n\| \S/);
      },
      180_000,
    );
  }
});
