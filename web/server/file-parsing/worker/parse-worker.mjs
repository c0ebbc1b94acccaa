/**
 * The entry of a file-parsing worker thread (`../run-parse.ts` starts one per file, by path, so
 * it runs outside the Next.js bundle). `workerData` names the task and its input; the worker
 * posts the task's result once and ends. A refusal is a result (`{ refusal }`), not an error.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The parse yields the CPU to the thread that answers requests: on Linux each thread has a
 * niceness of its own, set through its id (`/proc/thread-self` names it). Elsewhere it keeps the
 * process's.
 */
function lowerPriority() {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // Not Linux: no per-thread niceness to set.
  }
}

const tasks = {
  'cv-kind': () => import('./cv-kind.mjs'),
  'pdf-text': () => import('./pdf-text-items.mjs'),
};

lowerPriority();
const { task, input } = workerData;
const { run } = await tasks[task]();
parentPort.postMessage(await run(input));
