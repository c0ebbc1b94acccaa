// What this process has heard on each channel. Kept on globalThis: Next.js loads a module once per
// route bundle and the cache handler outside them all, and every copy must hear the same signals.
import { randomUUID } from 'node:crypto';

/** One value per process under `name`, made by whichever copy of these modules asks first. */
export function processWide(name, create) {
  const key = Symbol.for(`tribe.channels.${name}`);
  if (!(key in globalThis)) globalThis[key] = create();
  return globalThis[key];
}

const heard = processWide('heard', () => new Map());

/** Names this process in messages to other processes, so that it can skip its own coming back. */
export const thisProcess = processWide('process', () => randomUUID());

/** Records a signal on `name` now; returns its time (ms), later than any before it on that name. */
export function hear(name) {
  const at = Math.max(Date.now(), (heard.get(name) ?? 0) + 1);
  heard.set(name, at);
  return at;
}

/** When this process last heard a signal on `name` (ms), 0 when never. */
export const lastHeard = (name) => heard.get(name) ?? 0;
