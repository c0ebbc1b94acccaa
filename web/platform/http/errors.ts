import 'server-only';
import { ApiError } from '@/contracts/api-error';

export const notFound = (code: string, message: string) => new ApiError(404, code, message);

export function errorResponse(error: ApiError): Response {
  return Response.json(error.toBody(), {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.headers },
  });
}

/** Maps anything thrown by a handler to a JSON response; unexpected errors are logged and hidden. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error);
  console.error('Unexpected platform API error', error);
  return errorResponse(
    new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
  );
}
