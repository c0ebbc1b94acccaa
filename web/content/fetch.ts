import { contentEnv } from './env';
import { localDataset } from './local/instance';
import type { Perspective } from './local/perspective';
import { fetchOnline } from './online';

export type { Perspective } from './local/perspective';

export interface ContentQuery {
  query: string;
  params?: Record<string, unknown>;
  perspective?: Perspective;
}

/** The one way content is read: the same GROQ against the Content Lake or the local dataset. */
export async function fetchContent<T>({
  query,
  params = {},
  perspective = 'published',
}: ContentQuery): Promise<T> {
  if (contentEnv().online) return fetchOnline<T>(query, params, perspective);
  return (await localDataset()).query<T>(query, params, perspective);
}
