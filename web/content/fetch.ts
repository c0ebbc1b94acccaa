import 'server-only';
import { locales } from '@tribe/routes';
import { unstable_cache } from 'next/cache';
import { hasLocale } from 'use-intl/core';
import { typesetContent } from '@/lib/text/typography';
import { CONTENT_TAG } from './cache/content-tags';
import { contentEnv } from './env';
import { localDataset, type Perspective } from './local-dataset';
import { fetchOnline } from './online';

export type { Perspective } from './local-dataset';

/** A query from `queries.ts`; its result type is the one typegen generated for that exact string. */
export type ContentQueryString = keyof SanityQueries;

export interface ContentQuery<Q extends ContentQueryString> {
  query: Q;
  params?: Record<string, unknown>;
  perspective?: Perspective;
}

/**
 * A read in a language (a `lang` parameter) comes back typeset for it (Czech no-break spaces and
 * quotes, English quotes): the one place content text gets the language's typography, whichever
 * page, e-mail or component shows it.
 */
async function readContent<T>(
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  fresh = false,
): Promise<T> {
  const result = contentEnv().online
    ? await fetchOnline<T>(query, params, perspective, { fresh })
    : await (await localDataset()).query<T>(query, params, perspective);
  return hasLocale(locales, params.lang) ? typesetContent(result, params.lang) : result;
}

/**
 * Published reads are cached under CONTENT_TAG, which the pages rendering them inherit: a cached
 * page stays until the content changes (a Sanity webhook online, the local dataset's change
 * events offline). Drafts are always read fresh.
 */
const readPublishedCached = unstable_cache(
  (query: string, params: Record<string, unknown>) => readContent(query, params, 'published'),
  ['content'],
  { tags: [CONTENT_TAG] },
);

/** Next.js's cache exists only inside its server; tests, scripts and benchmarks read directly. */
const NO_CACHE_OUTSIDE_NEXT = /incrementalCache missing/;

async function readPublished<T>(query: string, params: Record<string, unknown>): Promise<T> {
  try {
    return (await readPublishedCached(query, params)) as T;
  } catch (error) {
    if (error instanceof Error && NO_CACHE_OUTSIDE_NEXT.test(error.message)) {
      return readContent<T>(query, params, 'published');
    }
    throw error;
  }
}

/** The one way content is read: the same GROQ against the Content Lake or the local dataset. */
export async function fetchContent<Q extends ContentQueryString>({
  query,
  params = {},
  perspective = 'published',
}: ContentQuery<Q>): Promise<SanityQueries[Q]> {
  if (perspective !== 'published') return readContent<SanityQueries[Q]>(query, params, perspective);
  return readPublished<SanityQueries[Q]>(query, params);
}

/**
 * A published read past every cache. For the search index, which applies what a publish changed:
 * a render that read the old content before the publish and stored it just after would otherwise
 * hand the index the old copy as if it were current.
 */
export function fetchFreshContent<Q extends ContentQueryString>({
  query,
  params = {},
}: Omit<ContentQuery<Q>, 'perspective'>): Promise<SanityQueries[Q]> {
  return readContent<SanityQueries[Q]>(query, params, 'published', true);
}
