import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sanityProject } from '@tribe/studio/sanity-project';
import type { PlatformEnv } from '@/platform/env';

export type LakeAvailability = { available: true } | { available: false; status: 404 | 503; reason: string };

/** The local Content Lake serves only without a Sanity project and only while the site is on this machine. */
export function lakeAvailability(env: PlatformEnv): LakeAvailability {
  if (sanityProject().online) {
    return { available: false, status: 404, reason: 'A Sanity project is configured: the Studio uses it.' };
  }
  if (!env.siteIsLoopback) {
    return {
      available: false,
      status: 503,
      reason: `The local Content Lake refuses to run because SITE_URL (${env.siteUrl}) is not on localhost or a loopback address.`,
    };
  }
  return { available: true };
}

/** The Studio's bearer token: only a server holding AUTH_SECRET can make it. */
export const lakeToken = (env: PlatformEnv) =>
  createHmac('sha256', env.authSecret).update('tribe-local-content-lake').digest('base64url');

export function hasLakeToken(env: PlatformEnv, authorization: string | null): boolean {
  const presented = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(lakeToken(env));
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Everyone who reaches the local lake with the token is this machine's editor. */
export const LOCAL_ADMINISTRATOR = {
  id: 'local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Edits everything on this machine' }],
};
