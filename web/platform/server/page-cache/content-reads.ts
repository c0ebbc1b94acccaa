import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/** A published-content query a page read while it rendered, and a fingerprint of its answer. */
export interface ContentRead {
  query: string;
  params: Record<string, unknown>;
  fingerprint: string;
}

/** Asks a query of the published content as it stands now. */
export type ReadPublished = (query: string, params: Record<string, unknown>) => Promise<unknown>;

interface ContentReadsRegistry {
  renders: AsyncLocalStorage<Map<string, ContentRead>>;
  readPublished?: ReadPublished;
}

// On globalThis: the request guard (which starts the recording) and the route bundles (which read
// content) are bundled apart.
const shared = globalThis as typeof globalThis & { tribeContentReads?: ContentReadsRegistry };
shared.tribeContentReads ??= { renders: new AsyncLocalStorage() };
const registry = shared.tribeContentReads;

const fingerprintOf = (answer: unknown) =>
  createHash('sha1')
    .update(JSON.stringify(answer) ?? 'undefined')
    .digest('base64');

/**
 * Runs a page's render, noting in `reads` every published-content query it makes (through
 * `noteContentRead`) while it runs.
 */
export function recordContentReads(reads: Map<string, ContentRead>, render: () => void): void {
  registry.renders.run(reads, render);
}

/**
 * Notes a query of published content and its answer, when a page render is being recorded and
 * the content can be asked again (otherwise the fingerprint would never be compared).
 */
export function noteContentRead(query: string, params: Record<string, unknown>, answer: unknown): void {
  const reads = registry.renders.getStore();
  if (reads === undefined || registry.readPublished === undefined) return;
  const key = `${query}\u0000${JSON.stringify(params)}`;
  if (!reads.has(key)) reads.set(key, { query, params, fingerprint: fingerprintOf(answer) });
}

/**
 * Lets the page cache ask the published content again (offline, where the local dataset answers
 * in-process): a stale page whose queries all answer as they did is confirmed, not rendered again.
 */
export function answerContentRereads(readPublished: ReadPublished): void {
  registry.readPublished = readPublished;
}

/**
 * Whether every query a page read still answers the same. False when there is nothing to compare:
 * the reads are unknown (the framework served the page from its own cache) or content cannot be
 * asked again cheaply (online).
 */
export async function contentReadsUnchanged(reads: readonly ContentRead[] | undefined): Promise<boolean> {
  const { readPublished } = registry;
  if (!reads?.length || !readPublished) return false;
  for (const read of reads) {
    if (fingerprintOf(await readPublished(read.query, read.params)) !== read.fingerprint) return false;
  }
  return true;
}
