import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/contracts/api-error';
import { fetchJson } from '@/lib/http/fetch-json';
import { shouldRetry } from '@/lib/http/retry-policy';

describe('the retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', (status) => {
    expect(shouldRetry('GET', status, 0)).toBe(true);
    expect(shouldRetry('GET', status, 1)).toBe(false);
  });

  it('never retries other statuses or mutating requests', () => {
    expect(shouldRetry('GET', 404, 0)).toBe(false);
    expect(shouldRetry('GET', 501, 0)).toBe(false);
    expect(shouldRetry('POST', 503, 0)).toBe(false);
    expect(shouldRetry('DELETE', 500, 0)).toBe(false);
  });
});

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries a GET twice on 503 and returns the second answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/api/me')).resolves.toEqual({ user: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a POST once and surfaces the API error with its field', async () => {
    const body = {
      error: { code: 'validation_failed', message: 'jobOfferID is required', field: 'jobOfferID' },
    };
    const fetchMock = vi.fn().mockResolvedValue(Response.json(body, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await fetchJson('/api/user/follow-job-offer', { method: 'POST', json: {} }).catch((e) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'validation_failed', field: 'jobOfferID' });
  });
});
