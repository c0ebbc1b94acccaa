import 'server-only';
import type { Locale } from '@tribe/routes';
import type { FollowTargetsQueryResult } from '@/contracts/sanity.types';
import { fetchContent } from './fetch';
import { followTargetsQuery } from './queries';

export type FollowTarget = FollowTargetsQueryResult[number];

/** What the profile pages show for followed ids: only ids that exist come back. */
export function describeFollowTargets(ids: string[], locale: Locale) {
  return fetchContent({ query: followTargetsQuery, params: { ids, lang: locale } });
}
