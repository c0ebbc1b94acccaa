/**
 * `pnpm bench [--smoke] [name…]`: runs every bench/*.bench.ts (or the named ones) one after
 * another and prints one table of their figures. Benchmarks measure; they never fail a build.
 * `--smoke` runs each at a tiny size for seconds: its figures mean nothing, it shows the benchmark
 * still starts and finishes (tests/bench runs it so).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Benchmark, BenchResult } from './types.ts';

const benchDir = import.meta.dirname;
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const wanted = args.filter((arg) => arg !== '--smoke');
const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const run = (await import(path.join(benchDir, file))).default as Benchmark;
  results.push(...(await run({ smoke })));
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
