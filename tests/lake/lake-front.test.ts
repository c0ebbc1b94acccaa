import { randomUUID } from 'node:crypto';
import { connect } from 'node:http2';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { createLakeHarness } from './lake-harness';

let harness: Awaited<ReturnType<typeof createLakeHarness>>;
let port: number;

beforeAll(async () => {
  port = await freePort();
  vi.stubEnv('LOCAL_LAKE_PORT', String(port));
  harness = await createLakeHarness();
  const { lakeFront } = await import('@/content/local-lake');
  await lakeFront();
});

/** One request to the lake's front as the Studio's browser sends it: HTTP/2 over TLS on loopback. */
function viaFront(
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // Its certificate is the front's own; trusting it is the e2e tests' concern.
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    session.once('error', reject);
    const request = session.request({
      ':method': method,
      ':path': pathname,
      authorization: `Bearer ${harness.token}`,
      origin: harness.env.siteOrigin,
      ...headers,
    });
    const chunks: Buffer[] = [];
    let status = 0;
    let type = '';
    request.once('response', (answer) => {
      status = Number(answer[':status']);
      type = String(answer['content-type'] ?? '');
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => {
      session.close();
      resolve({ status, type, body: Buffer.concat(chunks) });
    });
    request.once('error', reject);
    request.end(body);
  });
}

describe('the local Content Lake’s front', () => {
  it('answers the Studio in this process, as the editor the token was minted for', async () => {
    const me = await viaFront('/v2025-02-19/users/me');
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body.toString())).toMatchObject({ email: harness.editor.email });
    const anonymous = await viaFront('/v2025-02-19/users/me', { headers: { authorization: '' } });
    expect(anonymous.status).toBe(401);
  });

  it('expires the cached pages on a publish it writes, outside any Next.js request', async () => {
    const { default: SiteCacheHandler } = await import('@/config/cache-handler.mjs');
    const handler = new SiteCacheHandler({ serverDistDir: harness.root, dev: false } as never);
    const key = `/cs/spolecnost/${randomUUID()}`;
    const lookup = { kind: 'FETCH', tags: ['content'], softTags: [] } as never;
    const read = {
      kind: 'FETCH',
      data: { headers: {}, body: 'Datová továrna', status: 200 },
      revalidate: false,
    };
    expect(await handler.get(key, lookup)).toBeNull();
    await handler.set(key, read as never, { fetchCache: true, tags: ['content'] } as never);
    expect(await handler.get(key, lookup)).not.toBeNull();

    const publish = await viaFront('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({
          mutations: [{ patch: { id: 'company-1', set: { name: 'Datová továrna a syn' } } }],
        }),
      ),
    });
    expect(publish.status).toBe(200);
    expect(await handler.get(key, lookup)).toBeNull();
  });

  it('serves an uploaded image at the address the Studio builds on its host', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#6b5bd6' } })
      .png()
      .toBuffer();
    const upload = await viaFront('/v2025-02-19/assets/images/production?filename=office.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(upload.status).toBe(200);
    const { path: assetPath } = JSON.parse(upload.body.toString()).document as { path: string };
    const image = await viaFront(`/${assetPath}?w=4&fm=png`, { headers: { authorization: '' } });
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect((await sharp(image.body).metadata()).width).toBe(4);
    expect((await viaFront('/images/tribelocal/production/missing-8x6.png')).status).toBe(404);
  });
});
