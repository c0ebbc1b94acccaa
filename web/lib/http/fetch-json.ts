import { apiErrorFrom } from '@/contracts/api-error';
import { pageLanguageHeader } from './page-language';
import { shouldRetry } from './retry-policy';

/**
 * fetch for the platform API: same-origin credentials, the page's language, JSON in and out, one retry for
 * non-mutating requests on the retryable statuses, ApiError for any non-2xx answer.
 */
export async function fetchJson<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const request: RequestInit = {
    credentials: 'same-origin',
    ...rest,
    method,
    headers: {
      Accept: 'application/json',
      ...pageLanguageHeader(),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...rest.headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  };
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, request);
    if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
    if (!shouldRetry(method, response.status, attempt)) throw await apiErrorFrom(response);
  }
}
