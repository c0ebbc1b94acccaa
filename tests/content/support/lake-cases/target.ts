import { randomUUID } from 'node:crypto';
import { ClientError, type SanityClient } from '@sanity/client';
import type { ExpectStatic } from 'vitest';

/** A lake the cases run against: the in-process one of the tests, or the built server's. */
export interface LakeTarget {
  /** An editor's client at API v2025-02-19. */
  client: SanityClient;
  /** A client of the same lake at another API version, with another token, or none (null). */
  clientFor(apiVersion: string, token?: string | null): SanityClient;
  /** The site's origin: asset URLs and the sign-in provider point there. */
  siteOrigin: string;
  /** The runner's `expect` (vitest's or Playwright's: the matchers the cases use are common to both). */
  expect: ExpectStatic;
}

/** One behaviour of Sanity's HTTP API, checked through `@sanity/client`. */
export interface LakeCase {
  name: string;
  run(target: LakeTarget): Promise<void>;
}

/**
 * Ids and types of this run's own documents, so the cases neither see nor disturb the dataset's
 * content (the built server's demo dataset, or the tests' seed) and can run again on the same lake.
 */
const RUN = randomUUID().slice(0, 8);
export const idOf = (name: string) => `lc${RUN}-${name}`;
export const typeOf = (name: string) => `lc${RUN}${name}`;

/** The error a call fails with (the case fails if it succeeds). */
export async function failureOf({ expect }: LakeTarget, call: Promise<unknown>): Promise<ClientError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (caught: unknown) => ({ caught }),
  );
  if (!('caught' in outcome)) throw new Error(`Expected a failure, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.caught).toBeInstanceOf(ClientError);
  return outcome.caught as ClientError;
}

export const errorBody = (error: ClientError) =>
  (error.response.body as { error: Record<string, unknown> }).error;

/** A raw request to the lake with the client's address and token, as `fetch` sends it. */
export function fetchLake(client: SanityClient, uri: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${client.config().token}`);
  return fetch(client.getUrl(uri), { ...init, headers });
}

interface EventStream<T> {
  subscribe(observer: { next: (event: T) => void; error: (error: unknown) => void }): { unsubscribe(): void };
}

/** The first `count` events of a stream; `act` runs once the stream has sent its first (the welcome). */
export async function firstEvents<T>(events: EventStream<T>, count: number, act: () => Promise<unknown>) {
  const received: T[] = [];
  let subscription: { unsubscribe(): void } | undefined;
  const all = new Promise<T[]>((resolve, reject) => {
    subscription = events.subscribe({
      next: (event) => {
        received.push(event);
        if (received.length === 1) act().catch(reject);
        if (received.length === count) resolve(received);
      },
      error: reject,
    });
  });
  try {
    return await all;
  } finally {
    subscription?.unsubscribe();
  }
}
