import 'server-only';
import path from 'node:path';
import {
  checkLakeFront,
  createLakeHandler,
  createMemberProxyHandler,
  type LakeAvailability,
  type LakeFront,
  LakeUnavailableError,
  type MemberProxySettings,
  readLakeEnv,
  startLakeFront,
  Upstream,
} from '@tribe/local-lake';
import { memberRules } from '@tribe/schemas/member-rules';
import { writeFileAtomic } from '@tribe/server-kit/write-file-atomic';
import { sanityProject } from '@tribe/studio/sanity-project';
import { endSessionOfLakeToken, lakeUserOf } from '@/server/editors/lake-tokens';
import { lakeUsersByIds } from '@/server/editors/lake-users';
import { type PlatformEnv, platformEnv } from '@/server/env';
import { isLoopbackAddress } from '@/server/http/loopback-peer';
import { log } from '@/server/log/logger';
import { sharedOnce } from '@/server/process-shared';
import { uploadedAssetsDir } from './images/asset-store';
import { fileAssetResponse } from './images/file-asset-response';
import { imageAssetResponse } from './images/image-asset-response';
import { LOCAL_IMAGE_BASE } from './images/image-url';
import { localDataset } from './local-dataset';

export { type LakeFront, LakeUnavailableError, type Upstream };

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

/** Whether this process runs the local Content Lake (offline, on loopback). */
export const localLakeEnabled = () => lakeAvailability(platformEnv()).available;

/** Editors' and members' lake tokens, read afresh on every request: session, membership and trust. */
const siteMembers = {
  ofToken: (token: string) => lakeUserOf(token),
  byIds: lakeUsersByIds,
  endSessionOf: endSessionOfLakeToken,
};

/** The lake's API as its front serves it, with the site's dataset, editors, members and asset store. */
export const handleLakeRequest = createLakeHandler({
  settings: () => {
    const env = platformEnv();
    const { projectId, dataset } = sanityProject();
    return { projectId, dataset, siteOrigin: env.siteOrigin, availability: lakeAvailability(env) };
  },
  dataset: localDataset,
  isLocalAddress: isLoopbackAddress,
  editors: siteMembers,
  memberScope: memberRules,
  assets: {
    save: (fileName, body) =>
      writeFileAtomic(path.join(/*turbopackIgnore: true*/ uploadedAssetsDir(), fileName), body),
    // The site's own image and file routes, with the path Sanity's CDN would have.
    url: (assetPath) => `${platformEnv().siteOrigin}${LOCAL_IMAGE_BASE}/${assetPath}`,
  },
});

/** The member proxy serves with a Sanity project, and forwards with the site's write token. */
function memberProxySettings(): MemberProxySettings {
  const { online, projectId, dataset, apiHost } = sanityProject();
  const token = process.env.SANITY_API_WRITE_TOKEN ?? '';
  const upstream = { apiHost: apiHost || `https://${projectId}.api.sanity.io`, projectId, dataset, token };
  if (!online) {
    const reason = 'No Sanity project is configured: members edit through the local Content Lake.';
    return { availability: { available: false, status: 404, reason }, upstream };
  }
  if (!token) {
    const reason = 'SANITY_API_WRITE_TOKEN is not set: members cannot edit content online.';
    return { availability: { available: false, status: 503, reason }, upstream };
  }
  return { availability: { available: true }, upstream };
}

/** Sanity's API as the member proxy reaches it, with the site's write token; null while the proxy would not serve. */
export function memberUpstream(): Upstream | null {
  const { availability, upstream } = memberProxySettings();
  return availability.available ? new Upstream(upstream, sanityProject().apiVersion) : null;
}

/**
 * Online, a member's Studio talks to Sanity's API through the site (`/api/member-lake`): the
 * proxy holds them to their company by the same rules the local lake applies.
 */
export const handleMemberLakeRequest = createMemberProxyHandler({
  settings: memberProxySettings,
  members: siteMembers,
  memberScope: memberRules,
});

const notFound = () =>
  Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });

/**
 * The images and files the Studio loads from the lake's host, as the site's own image and file
 * routes serve them (`/content-images/...`); the caller's address counts against the transform limit.
 */
function handleAssetRequest(request: Request, [kind, , dataset, file]: string[], peerAddress: string) {
  if (!dataset || !file) return Promise.resolve(notFound());
  return kind === 'files'
    ? fileAssetResponse(request, dataset, file)
    : imageAssetResponse(request, file, peerAddress);
}

async function startFront(): Promise<LakeFront> {
  const env = platformEnv();
  const availability = lakeAvailability(env);
  if (!availability.available) throw new LakeUnavailableError(availability.reason);
  return startLakeFront({
    siteOrigin: env.siteOrigin,
    projectId: sanityProject().projectId,
    dataset: sanityProject().dataset,
    handleLake: handleLakeRequest,
    handleAsset: handleAssetRequest,
    editors: { ofToken: (token) => lakeUserOf(token) },
    settings: readLakeEnv(process.env, env.dataDir),
    log,
  });
}

/** The lake's HTTP/2 front of this process (what the Studio reaches it on), started on first use. */
export const lakeFront = (): Promise<LakeFront> =>
  sharedOnce('localLakeFront', platformEnv().siteOrigin, startFront);

/** Throws unless the lake's front answers as the Studio reaches it (starting it when nothing has yet). */
export const checkLocalLake = async (): Promise<void> => checkLakeFront(await lakeFront());
