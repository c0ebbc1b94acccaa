import 'server-only';
import { processRegistry } from '../process-shared';
import type { QueueWorker } from './queue-worker';

const registry = processRegistry<QueueWorker>('queueWorker');
const KEY = 'platform';

export const runningQueueWorker = (): QueueWorker | undefined => registry.get(KEY);

export function setRunningQueueWorker(worker: QueueWorker | undefined): void {
  if (worker) registry.set(KEY, worker);
  else registry.delete(KEY);
}

/** Tells this process's worker, if it runs, that a job was just queued. */
export function wakeQueueWorker(): void {
  runningQueueWorker()?.wake();
}
