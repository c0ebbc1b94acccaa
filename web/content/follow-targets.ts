import 'server-only';
import type { Locale } from '@tribe/routes';
import type { FollowTargetType } from '@/contracts/follows';
import { fetchContent } from './fetch';
import { followTargetsQuery } from './queries';
import type { FollowTargetsQueryResult } from './sanity.types';

export type FollowTarget = FollowTargetsQueryResult[number];

/** What the profile pages show for followed ids: only ids that exist come back. */
export function describeFollowTargets(ids: string[], locale: Locale) {
  return fetchContent({ query: followTargetsQuery, params: { ids, lang: locale } });
}

/** Whether a published company or job offer has this id (follows accept nothing else). */
export async function contentExists(id: string, type: FollowTargetType): Promise<boolean> {
  const [target] = await describeFollowTargets([id], 'en');
  return target?.type === type;
}
