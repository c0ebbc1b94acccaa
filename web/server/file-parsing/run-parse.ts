import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError } from '@/contracts/api-error';
import { repoRoot } from '@/lib/repo-root';
import { log } from '../log/logger';

/**
 * What one file's parse may take. CPU time, not wall-clock time, is the budget, so a busy machine
 * does not refuse a fair file; the wall-clock cap only ends a worker that gets no CPU at all.
 */
export const PARSE_BUDGET = { cpuMs: 1_000, wallMs: 30_000, heapMb: 192 } as const;

/** How often the worker's CPU time is read. */
const METER_MS = 50;

/** The refusal of a file whose parse went past a budget (its own caps, or the worker's). */
export const fileOverBudget = () =>
  new ApiError(
    422,
    'file_over_budget',
    'cv takes more work to read than a CV may (it is very large or built in an unusual way); please export it again, as a plain PDF or DOCX.',
    'cv',
  );

/** Found at run time, like the migrations: bundled code has no stable path of its own. */
const workerEntry = () =>
  path.join(/*turbopackIgnore: true*/ repoRoot(), 'web/server/file-parsing/worker/parse-worker.mjs');

/**
 * Runs a task of `worker/parse-worker.mjs` in a worker thread of its own, off the event loop that
 * answers every other request, and returns what it posts. Past the budget the worker is
 * terminated and `fileOverBudget()` is thrown; a worker that fails otherwise throws its error.
 */
export function runParse<Result>(task: 'cv-kind' | 'pdf-text', input: object): Promise<Result> {
  const worker = new Worker(workerEntry(), {
    workerData: { task, input },
    // The app's own loader flags (tsx, react-server conditions) are not for plain modules.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: PARSE_BUDGET.heapMb,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  });
  return new Promise<Result>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(meter);
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const overBudget = (exceeded: 'cpu' | 'time' | 'memory') =>
      settle(() => {
        log.warn({ task, exceeded }, 'A file parse went over its budget; its worker was ended');
        reject(fileOverBudget());
      });
    const timer = setTimeout(() => overBudget('time'), PARSE_BUDGET.wallMs);
    const meter = setInterval(() => {
      worker.cpuUsage().then(
        ({ user, system }) => {
          if ((user + system) / 1000 > PARSE_BUDGET.cpuMs) overBudget('cpu');
        },
        // Not running yet, or already ended: nothing to measure.
        () => {},
      );
    }, METER_MS);
    worker.once('message', (result: Result) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') overBudget('memory');
      else settle(() => reject(error));
    });
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The parse worker exited with code ${code}.`))),
    );
  });
}
