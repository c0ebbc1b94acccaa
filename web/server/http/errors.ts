import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { log } from '../log/logger';
import { currentRequestId } from '../log/request-context';

/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const notFound = (code: string, message: string) => new ApiError(404, code, message);

/** The error as JSON, with the request's id when there is one (the same id as in the log). */
export function errorResponse(error: ApiError): Response {
  const body = error.toBody();
  const requestId = currentRequestId();
  return Response.json(requestId ? { error: { ...body.error, requestId } } : body, {
    status: error.status,
    headers: { 'Cache-Control': 'private, no-store', ...error.headers },
  });
}

/** Maps anything thrown by a handler to a JSON response; unexpected errors are logged and hidden. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    log.error({ reason: error instanceof Error ? error.message : String(error) }, 'Database unavailable');
    return errorResponse(
      new ApiError(
        503,
        'service_unavailable',
        'The service is briefly unavailable. Please try again shortly.',
        undefined,
        {
          'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        },
      ),
    );
  }
  log.error({ err: error }, 'Unexpected platform API error');
  return errorResponse(
    new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
  );
}

/**
 * For handlers that answer with pages or redirects rather than through `withUser`/`withVisitor`:
 * an unreachable database still answers 503 with Retry-After instead of a 500, as JSON or as the
 * page `unavailable` makes.
 */
export function answerUnavailable<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
  unavailable?: (...args: Args) => Response,
) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable ? unavailable(...args) : toErrorResponse(error);
    }
  };
}
