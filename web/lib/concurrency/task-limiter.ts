/**
 * Runs at most `limit` tasks at a time; the others wait in order of arrival.
 */
export function taskLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<Result>(task: () => Promise<Result>): Promise<Result> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
