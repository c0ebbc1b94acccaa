import 'server-only';
import { contentEnv } from './env';
import { localDataset } from './local/instance';
import type { Perspective } from './local/perspective';
import { fetchOnline } from './online';

export type { Perspective } from './local/perspective';

/** A query from `queries.ts`; its result type is the one typegen generated for that exact string. */
export type ContentQueryString = keyof SanityQueries;

export interface ContentQuery<Q extends ContentQueryString> {
  query: Q;
  params?: Record<string, unknown>;
  perspective?: Perspective;
}

/** The one way content is read: the same GROQ against the Content Lake or the local dataset. */
export async function fetchContent<Q extends ContentQueryString>({
  query,
  params = {},
  perspective = 'published',
}: ContentQuery<Q>): Promise<SanityQueries[Q]> {
  if (contentEnv().online) return fetchOnline<SanityQueries[Q]>(query, params, perspective);
  return (await localDataset()).query<SanityQueries[Q]>(query, params, perspective);
}
