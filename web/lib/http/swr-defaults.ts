import type { SWRConfiguration } from 'swr';

/**
 * What every SWR read of the signed-in areas starts from: no error retries of SWR's own (fetchJson
 * already applies the spec's retry policy: one retry for non-mutating requests) and no fetching
 * again on focus, unless a read asks for it.
 */
export const swrDefaults = { shouldRetryOnError: false, revalidateOnFocus: false } satisfies SWRConfiguration;
