/** Statuses after which a non-mutating request is tried once more (spec section 7, 'Retry policy'). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return attempt === 0 && SAFE_METHODS.has(method.toUpperCase()) && RETRYABLE_STATUSES.has(status);
}
