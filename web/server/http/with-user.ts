import 'server-only';
import { ApiError } from '@/contracts/api-error';
import type { CurrentUser } from '@/contracts/user';
import { readSession } from '../auth/current-user';
import { platformEnv } from '../env';
import { clientIp } from './client-ip';
import { toErrorResponse } from './errors';
import { isTrustedMutation } from './origin';
import { consumeRateLimit, type RateLimitBucket } from './rate-limit';
import { type ParamShapes, type ParamsOf, readParams } from './route-params';

export interface UserRequest<Params> {
  request: Request;
  user: CurrentUser;
  /** The signed-in session's id. */
  sessionId: string;
  params: Params;
}

/** What a Next.js route handler receives besides the request. */
export interface RouteContext {
  params: Promise<Record<string, unknown>>;
}

/** A route's dynamic segments and the shape each must have (`{ id: rowId }`). */
export interface RouteOptions<Shapes extends ParamShapes> {
  params?: Shapes;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function withCookies(response: Response, setCookies: string[]): Response {
  if (setCookies.length === 0 && response.headers.has('cache-control')) return response;
  const headers = new Headers(response.headers);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Wraps a `/api/user/*` handler: refuses state changes from other origins (403), requires a
 * session (401), counts the call against the bucket's limits per user and IP (429), answers 404
 * for a dynamic segment without its declared shape before the handler can query with it, and
 * turns the handler's value into JSON and anything it throws into `{ error: { code, message, field? } }`.
 */
export function withUser<Shapes extends ParamShapes = Record<never, never>>(
  bucket: RateLimitBucket,
  handler: (context: UserRequest<ParamsOf<Shapes>>) => Promise<Response | object>,
  options: RouteOptions<Shapes> = {},
) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    let setCookies: string[] = [];
    try {
      const { siteOrigin } = platformEnv();
      if (!SAFE_METHODS.has(request.method) && !isTrustedMutation(request.headers, siteOrigin)) {
        throw new ApiError(403, 'foreign_origin', 'This request must come from the site itself.');
      }
      const session = await readSession(request.headers);
      setCookies = session.setCookies;
      if (!session.user || !session.sessionId)
        throw new ApiError(401, 'unauthenticated', 'Please sign in first.');
      await consumeRateLimit(bucket, clientIp(request.headers), session.user.id);
      const params = await readParams(options.params ?? ({} as Shapes), context?.params);
      const result = await handler({ request, user: session.user, sessionId: session.sessionId, params });
      return withCookies(result instanceof Response ? result : Response.json(result), setCookies);
    } catch (error) {
      return withCookies(toErrorResponse(error), setCookies);
    }
  };
}
