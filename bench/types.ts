/** One figure a benchmark reports; `pnpm bench` prints them all as one table. */
export interface BenchResult {
  benchmark: string;
  metric: string;
  value: number;
  unit: string;
  /** A human-readable target such as '< 50 ms', shown beside the value. */
  target?: string;
}

export interface BenchOptions {
  /** `pnpm bench --smoke`: the smallest sizes and shortest runs, to show the benchmark still starts and finishes. */
  smoke: boolean;
}

/** Every `bench/*.bench.ts` file default-exports one of these. */
export type Benchmark = (options: BenchOptions) => Promise<BenchResult[]>;
