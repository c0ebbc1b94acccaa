import type { Perspective } from '@tribe/local-dataset';
import { groqParams, LakeError, lakeJson, readJsonBody } from './http';
import { checkQueryParams } from './query-params';
import { querySyncTags } from './sync-tags';
import { withoutTextQuery } from './text-query';

/** From this API version on, a query without a perspective reads published documents only. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';

/** From this API version on, a query's response carries its sync tags (the Live Content API's). */
const SYNC_TAGS_FROM = '2021-03-25';

const isDatedFrom = (apiVersion: string, from: string) =>
  apiVersion === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= from);

/** Runs a query on the documents a caller reads (all of them, or a member's). */
export type QueryRunner = (
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
) => Promise<unknown>;

/** Sanity's default: `published` from v2025-02-19 (and the experimental `vX`), `raw` before. */
export const defaultPerspective = (apiVersion: string): Perspective =>
  isDatedFrom(apiVersion, PUBLISHED_BY_DEFAULT_FROM) ? 'published' : 'raw';

/** Sanity's perspectives as the local store knows them: a release stack reads like drafts. */
export function lakePerspective(value: string | null | undefined, apiVersion: string): Perspective {
  if (!value) return defaultPerspective(apiVersion);
  if (value === 'raw') return 'raw';
  if (value === 'published') return 'published';
  return 'drafts';
}

/**
 * `GET|POST data/query/{dataset}`: `{query, result, ms}` like the Content Lake (`returnQuery=false`
 * leaves out the query), and from API v2021-03-25 the result's `syncTags`, which the live events
 * stream names when they go stale.
 */
export async function queryEndpoint(
  request: Request,
  runQuery: QueryRunner,
  apiVersion: string,
): Promise<Response> {
  const url = new URL(request.url);
  let query = url.searchParams.get('query');
  let params = groqParams(url.searchParams);
  let perspective = url.searchParams.get('perspective');
  if (request.method === 'POST') {
    const body = await readJsonBody<{
      query?: string;
      params?: Record<string, unknown>;
      perspective?: string;
    }>(request);
    query = body.query ?? null;
    params = body.params ?? {};
    perspective = body.perspective ?? perspective;
  }
  if (!query) throw new LakeError(400, 'queryParseError', 'The query parameter "query" is missing.');
  checkQueryParams(query, params);
  const started = performance.now();
  const runnable = withoutTextQuery(query, params);
  let result: unknown;
  try {
    result = await runQuery(runnable.query, runnable.params, lakePerspective(perspective, apiVersion));
  } catch (error) {
    throw new LakeError(400, 'queryParseError', `The query cannot be run: ${(error as Error).message}`);
  }
  const ms = Math.round(performance.now() - started);
  const syncTags = isDatedFrom(apiVersion, SYNC_TAGS_FROM)
    ? querySyncTags(runnable.query, runnable.params)
    : null;
  const returnQuery = url.searchParams.get('returnQuery') !== 'false';
  return lakeJson({ ...(returnQuery && { query }), result, ms, ...(syncTags && { syncTags }) });
}
