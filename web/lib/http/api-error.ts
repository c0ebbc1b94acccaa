/** An error answered by the platform API: `{ error: { code, message, field? } }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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
