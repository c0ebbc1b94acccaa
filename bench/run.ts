/**
 * `pnpm bench [name…]`: runs every bench/*.bench.ts (or the named ones) one after another
 * and prints one table of their figures. Benchmarks measure; they never fail a build.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Benchmark, BenchResult } from './types.ts';

const benchDir = import.meta.dirname;
const wanted = process.argv.slice(2);
const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const run = (await import(path.join(benchDir, file))).default as Benchmark;
  results.push(...(await run()));
}

const rows = results.map((r) => [
  r.benchmark,
  r.metric,
  `${Number(r.value.toFixed(2))} ${r.unit}`,
  r.target ?? '',
]);
const header = ['benchmark', 'metric', 'value', 'target'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) console.log(line(row));
