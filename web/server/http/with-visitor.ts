import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { platformEnv } from '../env';
import { clientIp } from './client-ip';
import { toErrorResponse } from './errors';
import { isTrustedMutation } from './origin';
import { consumeRateLimit, type RateLimitBucket } from './rate-limit';
import { type ParamShapes, type ParamsOf, readParams } from './route-params';
import type { RouteContext, RouteOptions } from './with-user';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wraps a handler that needs no session (the recruiter's link is its own key): refuses state
 * changes from other origins (403), counts the call per IP (429), answers 404 for a dynamic segment
 * without its declared shape, and answers JSON, errors included.
 */
export function withVisitor<Shapes extends ParamShapes = Record<never, never>>(
  bucket: RateLimitBucket,
  handler: (context: { request: Request; params: ParamsOf<Shapes> }) => Promise<Response | object>,
  options: RouteOptions<Shapes> = {},
) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      if (
        !SAFE_METHODS.has(request.method) &&
        !isTrustedMutation(request.headers, platformEnv().siteOrigin)
      ) {
        throw new ApiError(403, 'foreign_origin', 'This request must come from the site itself.');
      }
      await consumeRateLimit(bucket, clientIp(request.headers));
      const params = await readParams(options.params ?? ({} as Shapes), context?.params);
      const result = await handler({ request, params });
      if (result instanceof Response) return result;
      return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
