import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// On globalThis: the front door (`server.ts`) and every route bundle of the process must share one store.
const shared = globalThis as typeof globalThis & { tribeRequestContext?: AsyncLocalStorage<string> };
shared.tribeRequestContext ??= new AsyncLocalStorage<string>();
const requestIds = shared.tribeRequestContext;

/** A new request id: short, unique enough to find one request's lines in the log. */
export const newRequestId = () => randomUUID().replaceAll('-', '').slice(0, 16);

/** Runs the handling of one request with its id, which every log line and error answer then carries. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestIds.run(requestId, work);
}

/** The id of the request being handled, or undefined outside one. */
export const currentRequestId = (): string | undefined => requestIds.getStore();
