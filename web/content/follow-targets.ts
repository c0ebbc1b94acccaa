import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from './fetch';
import { followTargetsQuery } from './queries';
import type { FollowTargetsQueryResult } from './sanity.types';

export type FollowTarget = FollowTargetsQueryResult[number];

/** What the profile pages show for followed ids: only ids that exist come back. */
export function describeFollowTargets(ids: string[], locale: Locale) {
  return fetchContent({ query: followTargetsQuery, params: { ids, lang: locale } });
}
