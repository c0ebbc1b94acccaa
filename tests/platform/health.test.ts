import { createServer } from 'node:net';
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

  it('GET /readyz is unavailable while the local lake cannot answer (its port taken)', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) =>
      squatter.listen(Number(process.env.LOCAL_LAKE_PORT), '127.0.0.1', resolve),
    );
    try {
      const { GET } = await import('@/app/readyz/route');
      const response = await GET();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).not.toBeNull();
      expect(await response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', content: 'ok', lake: 'failed' },
      });
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('GET /readyz is ready when the database is migrated, the content source and the local lake answer', async () => {
    const { GET } = await import('@/app/readyz/route');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', content: 'ok', lake: 'ok' },
    });
  });
});
