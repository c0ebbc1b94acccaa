/**
 * The body of every platform API error: `{ error: { code, message, field?, requestId? } }`; the
 * request id (also the X-Request-Id header) finds the request in the server's log.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string; requestId?: string };
}

/**
 * An error of the platform API with its HTTP status and a stable code. The server throws these
 * for anything the caller can fix; the browser gets the same class back from `apiErrorFrom`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra response headers (such as Retry-After) the server sends with it. */
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

/** A 400 that names the field (or query parameter) that is wrong. */
export const fieldError = (field: string, code: string, message: string) =>
  new ApiError(400, code, message, field);

/** The ApiError a failed response carries (or one made from its status when the body is not ours). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null);
  const error = body && typeof body === 'object' && 'error' in body ? body.error : null;
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : 'http_error',
    typeof error?.message === 'string' ? error.message : response.statusText || `HTTP ${response.status}`,
    typeof error?.field === 'string' ? error.field : undefined,
  );
}
