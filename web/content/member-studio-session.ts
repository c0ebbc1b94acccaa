import 'server-only';
import { sanityProject } from '@tribe/studio/sanity-project';
import { ApiError } from '@/contracts/api-error';
import { memberLakeEndpoint } from '@/contracts/endpoints/studio';
import type { CurrentUser } from '@/contracts/user';
import { mintLakeToken } from '@/server/editors/lake-tokens';
import { lakeUsersByIds } from '@/server/editors/lake-users';
import { platformEnv } from '@/server/env';

/** A member's Studio with a Sanity project: the site's member API and a token bound to their session. */
export interface MemberStudioSession {
  apiHost: string;
  token: string;
}

/**
 * The online Studio's session for a member of a company: the member proxy's address and a new
 * lake token of their site session (the proxy reads its session and membership on every request).
 * Editors sign in to Sanity itself, so they, like anyone without a membership, get a 403.
 */
export async function memberStudioSession(
  user: CurrentUser,
  sessionId: string,
): Promise<MemberStudioSession> {
  if (!sanityProject().online) {
    throw new ApiError(
      404,
      'no_sanity_project',
      'No Sanity project is configured: the Studio uses the local Content Lake.',
    );
  }
  const [found] = await lakeUsersByIds([user.id]);
  if (found?.role !== 'member') {
    throw new ApiError(
      403,
      'not_a_member',
      'Only members of a company edit through the site; editors sign in to Sanity.',
    );
  }
  return {
    apiHost: `${platformEnv().siteOrigin}${memberLakeEndpoint('')}`.replace(/\/$/, ''),
    token: await mintLakeToken(sessionId, user.id),
  };
}
