import { apiVersionOf, bearerToken, isLakeError, LakeError, lakeErrorResponse, lakeJson } from './http';
import { proxiedDoc, proxiedHistory, proxiedListen, proxiedQuery } from './member-proxy-reads';
import { SharedDocuments } from './member-proxy-shared';
import { proxiedActions, proxiedMutate, proxiedUpload } from './member-proxy-writes';
import { MemberScope } from './member-scope';
import {
  isLakeMember,
  type LakeAvailability,
  type LakeEditors,
  type LakeMember,
  type MemberScopeRules,
} from './options';
import { accountEndpoint, hostedServiceEndpoint } from './project';
import { sharedTokenCheck } from './token-check';
import { Upstream, type UpstreamLake } from './upstream';

/** Where Sanity serves a project's images and files, which any client may load. */
const SANITY_CDN = 'https://cdn.sanity.io';

/** The site's configuration as the proxy needs it, read again for every request. */
export interface MemberProxySettings {
  /** Whether the proxy serves now (a Sanity project and the site's write token); if not, why. */
  availability: LakeAvailability;
  upstream: UpstreamLake;
}

export interface MemberProxyOptions {
  settings(): MemberProxySettings;
  /** The site's members (and editors, whom the proxy refuses) by their lake tokens. */
  members: LakeEditors;
  /** What a member may read and write: the same rules the local lake holds them to. */
  memberScope: MemberScopeRules;
}

/** Serves one request of a member's Studio, given its path (`v{version}/...`). */
export type MemberProxyHandler = (request: Request, path: string[]) => Promise<Response>;

async function memberOf(request: Request, members: LakeEditors): Promise<LakeMember> {
  const user = await members.ofToken(bearerToken(request.headers.get('authorization')));
  if (!user) {
    throw new LakeError(
      401,
      'unauthorized',
      'Your session or your membership of the company has ended: sign in on the site and open the Studio again.',
    );
  }
  if (!isLakeMember(user)) {
    throw new LakeError(
      403,
      'permissionDenied',
      'This API serves companies’ members; editors use the Studio with Sanity’s own sign-in.',
    );
  }
  return user;
}

interface Caller {
  scope: MemberScope;
  upstream: Upstream;
  shared: SharedDocuments;
  apiVersion: string;
}

async function dataRoute(
  request: Request,
  segments: string[],
  { scope, upstream, shared, apiVersion }: Caller,
) {
  const [, kind, dataset, ...rest] = segments;
  const { method } = request;
  if (dataset !== upstream.lake.dataset) return null;
  if (kind === 'query' && (method === 'GET' || method === 'POST'))
    return proxiedQuery(request, await shared.readable(upstream, scope), scope, apiVersion);
  if (kind === 'doc' && rest[0] && method === 'GET') return proxiedDoc(rest[0], upstream, scope);
  if (kind === 'listen' && method === 'GET') return proxiedListen(request, upstream, scope);
  if (kind === 'mutate' && method === 'POST') return proxiedMutate(request, upstream, shared, scope);
  if (kind === 'actions' && method === 'POST') return proxiedActions(request, upstream, scope);
  if (kind === 'history' && method === 'GET') return proxiedHistory(request, rest, upstream, scope);
  return null;
}

async function memberRoute(
  request: Request,
  segments: string[],
  member: LakeMember,
  caller: Caller,
  members: LakeEditors,
): Promise<Response | null> {
  const [first, kind, dataset] = segments;
  const { projectId, dataset: projectDataset } = caller.upstream.lake;
  if (first === 'data') return dataRoute(request, segments, caller);
  if (
    first === 'assets' &&
    request.method === 'POST' &&
    (kind === 'images' || kind === 'files') &&
    dataset === projectDataset
  ) {
    return proxiedUpload(request, kind, caller.upstream);
  }
  return (
    (await accountEndpoint(request, segments, member, { projectId, dataset: projectDataset }, members)) ??
    hostedServiceEndpoint(segments, request.method)
  );
}

/** What answers without a token: connectivity checks, and the images and files on Sanity's CDN. */
function openRoute(request: Request, segments: string[], upstream: UpstreamLake): Response | null {
  const [first, second, third] = segments;
  if (first === 'ping' || first === 'check') return hostedServiceEndpoint(segments, request.method);
  if (first === 'data' && second === 'ping')
    return third === upstream.dataset ? lakeJson({ ok: true }) : null;
  // The Studio builds image URLs on its API host; the assets are public on the CDN.
  if (
    (first === 'images' || first === 'files') &&
    second === upstream.projectId &&
    request.method === 'GET'
  ) {
    const url = new URL(request.url);
    return Response.redirect(`${SANITY_CDN}/${segments.map(encodeURIComponent).join('/')}${url.search}`, 302);
  }
  return null;
}

/** The shared documents kept for each upstream dataset, so a change of the site's settings starts afresh. */
type SharedByDataset = Map<string, SharedDocuments>;

function sharedOf(upstream: UpstreamLake, sharedByDataset: SharedByDataset, rules: MemberScopeRules) {
  const key = [upstream.apiHost, upstream.projectId, upstream.dataset].join('\n');
  let shared = sharedByDataset.get(key);
  if (!shared) {
    shared = new SharedDocuments(rules.sharedTypes);
    sharedByDataset.set(key, shared);
  }
  return shared;
}

async function answer(
  request: Request,
  path: string[],
  options: MemberProxyOptions,
  members: LakeEditors,
  sharedByDataset: SharedByDataset,
) {
  const { availability, upstream } = options.settings();
  if (!availability.available) throw new LakeError(availability.status, 'unavailable', availability.reason);
  const { segments, apiVersion } = apiVersionOf(path);
  const open = openRoute(request, segments, upstream);
  if (open) return open;
  const member = await memberOf(request, members);
  const caller = {
    scope: new MemberScope(options.memberScope, member),
    upstream: new Upstream(upstream, apiVersion),
    shared: sharedOf(upstream, sharedByDataset, options.memberScope),
    apiVersion,
  };
  const response = await memberRoute(request, segments, member, caller, members);
  if (response) return response;
  throw new LakeError(
    403,
    'permissionDenied',
    `Members’ Studio does not use ${request.method} /${segments.join('/')}: the member API does not forward it.`,
  );
}

/**
 * The member proxy: a company member's Studio talks to it instead of Sanity's API when a Sanity
 * project is configured. Every request is checked afresh (the lake token's session and
 * membership) and held to the rules the local lake applies (`member-scope.ts`): reads are
 * evaluated over the member's documents fetched from Sanity (the shared ones kept between
 * requests and checked on each, `member-proxy-shared.ts`), writes are checked on what the
 * transaction would leave and then sent to Sanity with the site's token; anything else is refused.
 */
export function createMemberProxyHandler(options: MemberProxyOptions): MemberProxyHandler {
  const members = { ...options.members, ofToken: sharedTokenCheck(options.members.ofToken) };
  const sharedByDataset: SharedByDataset = new Map();
  return async (request, path) => {
    try {
      return await answer(request, path, options, members, sharedByDataset);
    } catch (error) {
      if (!isLakeError(error)) throw error;
      return lakeErrorResponse(error);
    }
  };
}
