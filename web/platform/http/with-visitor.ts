import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { platformEnv } from '../env';
import { clientIp } from './client-ip';
import { toErrorResponse } from './errors';
import { isTrustedMutation } from './origin';
import { consumeRateLimit, type RateLimitBucket } from './rate-limit';

export interface VisitorRequest {
  request: Request;
  ip: string;
}

const noStore = (response: Response) => {
  if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-store');
  return response;
};

/**
 * Wraps an anonymous API handler (no session needed): refuses state changes from other origins
 * (403), counts the call against the bucket's per-IP limit (429), and turns the handler's value
 * into JSON and anything it throws into `{ error: { code, message, field? } }`, as `withUser` does.
 */
export function withVisitor(
  bucket: RateLimitBucket,
  handler: (context: VisitorRequest) => Promise<Response | object>,
) {
  return async (request: Request): Promise<Response> => {
    try {
      if (request.method !== 'GET' && !isTrustedMutation(request.headers, platformEnv().siteOrigin)) {
        throw new ApiError(403, 'foreign_origin', 'This request must come from the site itself.');
      }
      const ip = clientIp(request.headers);
      await consumeRateLimit(bucket, ip);
      const result = await handler({ request, ip });
      return noStore(result instanceof Response ? result : Response.json(result));
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
