/**
 * The entry of a file-parsing worker thread (`../run-parse.ts` starts one per file, by path, so
 * it runs outside the Next.js bundle). `workerData` names the task and its input; the worker
 * posts the task's result once and ends. A refusal is a result (`{ refusal }`), not an error.
 */
import { parentPort, workerData } from 'node:worker_threads';

const tasks = {
  'cv-kind': () => import('./cv-kind.mjs'),
  'pdf-text': () => import('./pdf-text-items.mjs'),
};

const { task, input } = workerData;
const { run } = await tasks[task]();
parentPort.postMessage(await run(input));
