/** One figure a benchmark reports; `pnpm bench` prints them all as one table. */
export interface BenchResult {
  benchmark: string;
  metric: string;
  value: number;
  unit: string;
  /** A human-readable target such as '< 50 ms', shown beside the value. */
  target?: string;
}

/** Every `bench/*.bench.ts` file default-exports one of these. */
export type Benchmark = () => Promise<BenchResult[]>;
