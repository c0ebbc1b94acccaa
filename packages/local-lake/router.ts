import { actionsEndpoint } from './actions';
import { isSignInQuestion, signInEndpoint } from './anonymous';
import { uploadEndpoint } from './assets';
import { docEndpoint } from './doc';
import { exportEndpoint } from './export';
import { documentEventsEndpoint, documentsAtRevisionEndpoint, transactionsEndpoint } from './history';
import { apiVersionOf, bearerToken, isLakeError, LakeError, lakeErrorResponse, lakeJson } from './http';
import { listenEndpoint } from './listen';
import { liveEventsEndpoint } from './live-events';
import { MemberScope } from './member-scope';
import { mutateEndpoint } from './mutate';
import { isLakeMember, type LakeUser, type LocalLakeOptions } from './options';
import { accountEndpoint, hostedServiceEndpoint } from './project';
import { queryEndpoint } from './query';
import { sharedTokenCheck } from './token-check';

/**
 * Answered without the token (the Studio opens them with cookies, which the local lake does not
 * set, or with a bare fetch): its connectivity checks, the dataset ping its latency report sends,
 * the live events stream, and, to a caller with no token at all, the sign-in questions of a
 * signed-out Studio; none of which says anything about the content.
 */
const isOpenPath = (request: Request, segments: string[]) =>
  segments[0] === 'ping' ||
  segments[0] === 'check' ||
  isDataPing(segments) ||
  isLiveEvents(segments) ||
  isSignInQuestion(request, segments);
const isDataPing = (segments: string[]) => segments[0] === 'data' && segments[1] === 'ping';
const isLiveEvents = (segments: string[]) =>
  segments[0] === 'data' && segments[1] === 'live' && segments[2] === 'events';

/** CORS for the site's origin only; a preflight gets every header it asks for (the client adds its own). */
function corsHeaders(origin: string, requested: string | null): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested ?? 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

interface Caller {
  user: LakeUser;
  /** A member's limits; null for an editor. */
  scope: MemberScope | null;
}

const exportRefused = () =>
  new LakeError(403, 'permissionDenied', 'Members cannot export the dataset: it holds every company.');

async function dataEndpoint(
  request: Request,
  segments: string[],
  { options, apiVersion, caller }: { options: LocalLakeOptions; apiVersion: string; caller: Caller },
): Promise<Response | null> {
  const [, kind, name, ...rest] = segments;
  const { user, scope } = caller;
  if (name !== options.settings().dataset) return null;
  const store = await options.dataset();
  if (kind === 'query') {
    const runQuery = scope ? scope.query(store) : store.query.bind(store);
    return queryEndpoint(request, runQuery, apiVersion);
  }
  if (kind === 'export' && request.method === 'GET') {
    if (scope) throw exportRefused();
    return exportEndpoint(store, options.settings().siteOrigin);
  }
  if (kind === 'doc' && rest[0]) return docEndpoint(rest[0], store, scope);
  if (kind === 'listen') return listenEndpoint(request, store, scope);
  if (kind === 'mutate' && request.method === 'POST') return mutateEndpoint(request, store, user.id, scope);
  if (kind === 'actions' && request.method === 'POST') return actionsEndpoint(request, store, user.id, scope);
  return null;
}

/** What answers without a token: connectivity checks and the live events stream. */
async function openRoute(
  request: Request,
  segments: string[],
  options: LocalLakeOptions,
): Promise<Response | null> {
  if (isDataPing(segments)) return segments[2] === options.settings().dataset ? lakeJson({ ok: true }) : null;
  if (isSignInQuestion(request, segments)) return signInEndpoint(segments, options.settings().siteOrigin);
  if (isLiveEvents(segments)) {
    return segments[3] === options.settings().dataset
      ? liveEventsEndpoint(request, await options.dataset())
      : null;
  }
  return hostedServiceEndpoint(segments, request.method);
}

async function route(
  request: Request,
  segments: string[],
  apiVersion: string,
  caller: Caller,
  options: LocalLakeOptions,
): Promise<Response | null> {
  const { projectId, dataset } = options.settings();
  const { user, scope } = caller;
  const [first] = segments;
  if (first === 'data' && segments[1] === 'history' && segments[2] === dataset) {
    const store = await options.dataset();
    if (segments[3] === 'transactions' && segments[4])
      return transactionsEndpoint(request, segments[4], store, scope);
    if (segments[3] === 'documents' && segments[4])
      return documentsAtRevisionEndpoint(request, segments[4], store, scope);
    if (segments[3] === 'events' && segments[4] === 'documents' && segments[5])
      return documentEventsEndpoint(request, segments[5], store, scope);
    return null;
  }
  if (first === 'data') return dataEndpoint(request, segments, { options, apiVersion, caller });
  if (
    first === 'assets' &&
    request.method === 'POST' &&
    (segments[1] === 'images' || segments[1] === 'files') &&
    segments[2] === dataset
  ) {
    const upload = { kind: segments[1], projectId, dataset } as const;
    return uploadEndpoint(request, upload, await options.dataset(), options.assets, user.id);
  }
  return (
    (await accountEndpoint(request, segments, user, { projectId, dataset }, options.editors)) ??
    hostedServiceEndpoint(segments, request.method)
  );
}

/** The editor or member whose token the request carries, with a member's limits; the open paths need none. */
async function requestCaller(
  request: Request,
  segments: string[],
  options: LocalLakeOptions,
): Promise<Caller | null> {
  if (isOpenPath(request, segments)) return null;
  const user = await options.editors.ofToken(bearerToken(request.headers.get('authorization')));
  if (!user) {
    throw new LakeError(
      401,
      'unauthorized',
      'The local Content Lake needs a signed-in editor’s or company member’s token: open the Studio at /studio and sign in.',
    );
  }
  return { user, scope: isLakeMember(user) ? new MemberScope(options.memberScope, user) : null };
}

/**
 * Serves one request of the Studio to the local Content Lake, given its path
 * (`v{version}/...`) and the address of the socket it came on.
 */
export type LakeRequestHandler = (request: Request, path: string[], peerAddress: string) => Promise<Response>;

/**
 * The lake's request handler: it serves only while the site lets it (offline, on this machine),
 * only to a caller on this machine (by its socket's address), only from the site's own origin
 * (CORS) and with a token minted for a signed-in editor's or member's session; a member's requests
 * are held to their company's documents (`member-scope.ts`).
 */
export function createLakeHandler(options: LocalLakeOptions): LakeRequestHandler {
  const shared = {
    ...options,
    editors: { ...options.editors, ofToken: sharedTokenCheck(options.editors.ofToken) },
  };
  return (request, path, peerAddress) => handleLakeRequest(request, path, peerAddress, shared);
}

async function handleLakeRequest(
  request: Request,
  path: string[],
  peerAddress: string,
  options: LocalLakeOptions,
): Promise<Response> {
  if (!options.isLocalAddress(peerAddress)) {
    return lakeErrorResponse(new LakeError(404, 'notFound', 'Not found.'));
  }
  const { availability, siteOrigin } = options.settings();
  if (!availability.available) {
    return lakeErrorResponse(new LakeError(availability.status, 'unavailable', availability.reason));
  }
  const origin = request.headers.get('origin');
  if (origin && origin !== siteOrigin) {
    return lakeErrorResponse(
      new LakeError(403, 'forbiddenOrigin', `Origin ${origin} may not use the local Content Lake.`),
    );
  }
  const cors = corsHeaders(siteOrigin, request.headers.get('access-control-request-headers'));
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const { segments, apiVersion } = apiVersionOf(path);
  let response: Response;
  try {
    const caller = await requestCaller(request, segments, options);
    response =
      (caller
        ? await route(request, segments, apiVersion, caller, options)
        : await openRoute(request, segments, options)) ??
      lakeErrorResponse(
        new LakeError(
          404,
          'notFound',
          `The local Content Lake does not serve ${request.method} /${segments.join('/')}.`,
        ),
      );
  } catch (error) {
    if (!isLakeError(error)) throw error;
    response = lakeErrorResponse(error);
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return response;
}
