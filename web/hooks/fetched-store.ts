'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** What a fetched resource holds: the last data, the last failure, and whether it is still waiting for its first data. */
export interface Fetched<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

/** One resource: the key it is shared under (the user's id in it for anything personal) and how it is fetched. */
export interface FetchRequest<T> {
  key: string;
  load: () => Promise<T>;
}

interface Entry {
  snapshot: Fetched<unknown>;
  /** Counts requests, so that only the newest one's answer is kept. */
  generation: number;
  request: Promise<unknown> | null;
  startedAt: number;
  /** How it was last fetched, to fetch it again when it is invalidated. */
  load: (() => Promise<unknown>) | null;
}

/** A mounted reader asks again only when its resource was last asked for longer ago than this. */
const REUSE_WINDOW_MS = 2_000;

const NOT_ASKED: Fetched<never> = Object.freeze({ data: undefined, error: undefined, isLoading: false });
/** A resource a reader wants but nobody has asked for yet: it is about to load. */
const ABOUT_TO_LOAD: Fetched<never> = Object.freeze({ data: undefined, error: undefined, isLoading: true });

/**
 * Fetched resources shared by every component that reads them: one request for all readers, and
 * a change (a follow, a sign-out) seen by all of them at once. A failed request keeps the last
 * data and records the error; nothing retries by itself (fetchJson applies the retry policy).
 */
export class FetchedStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Set<() => void>>();

  snapshot<T>(key: string | null): Fetched<T> {
    if (key === null) return NOT_ASKED;
    return (this.entries.get(key)?.snapshot ?? ABOUT_TO_LOAD) as Fetched<T>;
  }

  subscribe(key: string, listener: () => void): () => void {
    const listeners = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Fetches again, whatever is under way; answers the new data, or undefined when the request failed. */
  async revalidate<T>(request: FetchRequest<T>): Promise<T | undefined> {
    const entry = this.entry(request.key);
    const generation = ++entry.generation;
    const isCurrent = () => entry.generation === generation;
    entry.load = request.load;
    const pending = request.load();
    entry.request = pending;
    entry.startedAt = Date.now();
    // Loading means nothing to show yet: a resource fetched again keeps showing what it has.
    this.write(request.key, { ...entry.snapshot, isLoading: entry.snapshot.data === undefined });
    try {
      const data = await pending;
      if (isCurrent()) this.write(request.key, { data, error: undefined, isLoading: false });
      return data;
    } catch (error) {
      if (isCurrent()) this.write(request.key, { ...entry.snapshot, error, isLoading: false });
      return undefined;
    } finally {
      if (isCurrent()) entry.request = null;
    }
  }

  /** Fetches unless a request is under way or was made within the last two seconds. */
  load<T>(request: FetchRequest<T>): void {
    const entry = this.entries.get(request.key);
    if (entry && (entry.request || Date.now() - entry.startedAt < REUSE_WINDOW_MS)) return;
    void this.revalidate(request);
  }

  /**
   * Marks every resource whose key passes the test out of date: those read now are fetched again
   * at once, the others when a reader next mounts.
   */
  async invalidate(test: (key: string) => boolean): Promise<void> {
    const requests: Promise<unknown>[] = [];
    for (const [key, entry] of this.entries) {
      if (!test(key)) continue;
      entry.startedAt = 0;
      const { load } = entry;
      if (load && this.listeners.get(key)?.size) requests.push(this.revalidate({ key, load }));
    }
    await Promise.all(requests);
  }

  /** Changes the data in place (an answer that already says what the list now holds), without a request. */
  update<T>(key: string, change: (current: T | undefined) => T | undefined): void {
    const entry = this.entry(key);
    this.write(key, { ...entry.snapshot, data: change(entry.snapshot.data as T | undefined) });
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { snapshot: NOT_ASKED, generation: 0, request: null, startedAt: 0, load: null };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private write(key: string, snapshot: Fetched<unknown>) {
    this.entry(key).snapshot = snapshot;
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

/** The store of the visitor's own state in this tab (the user, followed lists, applications). */
export const fetchedStore = new FetchedStore();

/**
 * Reads a shared resource and fetches it when a reader mounts (unless it was just asked for); a
 * null request reads nothing. The server, and hydration, render every resource as about to load,
 * so that a part hydrated after the data came still matches its HTML.
 */
export function useFetched<T>(
  request: FetchRequest<T> | null,
  store: FetchedStore = fetchedStore,
): Fetched<T> {
  const key = request?.key ?? null;
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => {} : store.subscribe(key, listener)),
    [store, key],
  );
  const fetched = useSyncExternalStore(
    subscribe,
    () => store.snapshot<T>(key),
    () => (key === null ? NOT_ASKED : ABOUT_TO_LOAD),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request; a new load function for the same key fetches the same thing
  useEffect(() => {
    if (request) store.load(request);
  }, [store, key]);
  return fetched;
}
