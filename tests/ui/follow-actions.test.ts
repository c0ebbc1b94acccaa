import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeFollow } from '@/hooks/use-follows';

function stubFetch(status: number) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(status < 400 ? { following: true } : { error: { code: 'x', message: 'no' } }, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('follow and unfollow calls', () => {
  it.each([
    ['jobOffer', 'follow', '/api/user/follow-job-offer', { jobOfferID: 'job-1' }],
    ['jobOffer', 'unfollow', '/api/user/unfollow-job-offer', { jobOfferID: 'job-1' }],
    ['company', 'follow', '/api/user/follow-company-branch', { companyBranchID: 'job-1' }],
    ['company', 'unfollow', '/api/user/unfollow-company-branch', { companyBranchID: 'job-1' }],
  ] as const)('%s %s posts to %s and fetches the list again', async (kind, action, path, body) => {
    const fetchMock = stubFetch(200);
    const refetch = vi.fn(async () => undefined);
    expect(await changeFollow(kind, action, 'job-1', refetch)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['jobOffer', 'follow', 'Failed to follow job offer'],
    ['jobOffer', 'unfollow', 'Failed to unfollow job offer'],
    ['company', 'follow', 'Failed to follow company-branch'],
    ['company', 'unfollow', 'Failed to unfollow company-branch'],
  ] as const)(
    'a failed %s %s logs "%s", is never retried and leaves the list alone',
    async (kind, action, line) => {
      const fetchMock = stubFetch(503);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const refetch = vi.fn(async () => undefined);
      expect(await changeFollow(kind, action, 'company-1', refetch)).toBe(false);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(line, expect.anything());
      expect(refetch).not.toHaveBeenCalled();
    },
  );
});
