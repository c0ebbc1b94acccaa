import { describe, expect, it } from 'vitest';
import { databaseKind, isolatePlatform } from './support/platform-env';

isolatePlatform();

describe(`health endpoints (${databaseKind})`, () => {
  it('GET /healthz says the process is alive, never cached', async () => {
    const { GET } = await import('@/app/healthz/route');
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is ready when the database is migrated and the content source answers', async () => {
    const { GET } = await import('@/app/readyz/route');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', content: 'ok' } });
  });
});
