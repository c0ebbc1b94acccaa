import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

type Route = typeof import('@/app/api/pages/job-offers/route');
let route: Route;

beforeAll(async () => {
  process.env.CONTENT_DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'tribe-job-offers-'));
  route = await import('@/app/api/pages/job-offers/route');
});

const call = (query: string) => route.GET(new Request(`http://localhost/api/pages/job-offers?${query}`));

describe('GET /api/pages/job-offers', () => {
  it.each([
    ['branch=company-pixelhouse', 'language', 'required'],
    ['language=de&branch=company-pixelhouse', 'language', 'invalid'],
    ['language=cs', 'branch', 'required'],
    ['language=cs&branch=%20', 'branch', 'required'],
    ['language=cs&branch=company-pixelhouse&limit=0', 'limit', 'invalid'],
    ['language=cs&branch=company-pixelhouse&limit=51', 'limit', 'invalid'],
    ['language=cs&branch=company-pixelhouse&limit=2.5', 'limit', 'invalid'],
    ['language=cs&branch=company-pixelhouse&limit=four', 'limit', 'invalid'],
  ])('answers %s with a 400 naming %s', async (query, field, code) => {
    const response = await call(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ field, code });
    expect(body.error.message).toContain(field);
  });

  it('answers a company’s newest live offers as job-card items, four by default, cacheable', async () => {
    const response = await call('language=en&branch=company-pixelhouse');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    const { items } = await response.json();
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item).toMatchObject({ id: expect.any(String), company: { id: 'company-pixelhouse' } });
      expect(typeof item.title).toBe('string');
    }
    const dates = items.map((item: { publishedAt: string }) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('honours the limit and gives an empty list for an unknown company', async () => {
    expect((await (await call('language=cs&branch=company-pixelhouse&limit=1')).json()).items).toHaveLength(
      1,
    );
    const unknown = await call('language=cs&branch=company-nobody');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ items: [] });
  });
});
