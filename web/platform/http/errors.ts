/** The body of every API error: `{ error: { code, message, field? } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/**
 * An error the API answers with its own status and a stable code. Platform functions throw
 * these for anything the caller can fix; everything else is a 500 that is logged, never shown.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) },
    };
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);

export const fieldError = (field: string, code: string, message: string) =>
  new ApiError(400, code, message, field);

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
