import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageRequestError, parseTransform } from '@/content/images/transform';
import { taskLimiter } from '@/lib/concurrency/task-limiter';

const assetsDir = path.join(import.meta.dirname, '../../content/assets');
let contentDir: string;
let dataDir: string;
let asset: string;
let GET: (
  request: Request,
  context: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) => Promise<Response>;

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-images-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-image-cache-'));
  asset = (await readdir(assetsDir)).find((file) => file.endsWith('-1200x800.webp')) as string;
  await mkdir(path.join(contentDir, 'assets'));
  await copyFile(path.join(assetsDir, asset), path.join(contentDir, 'assets', asset));
  vi.stubEnv('CONTENT_DIR', contentDir);
  vi.stubEnv('DATA_DIR', dataDir);
  // Three transforms per IP and minute (120 × 0.025).
  vi.stubEnv('RATE_LIMIT_SCALE', '0.025');
  ({ GET } = await import('@/app/content-images/images/[projectId]/[dataset]/[file]/route'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(contentDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const image = (query: string, ip: string, file = asset) =>
  GET(
    new Request(`http://localhost/content-images/images/p/d/${file}?${query}`, {
      headers: { 'x-forwarded-for': ip },
    }),
    { params: Promise.resolve({ projectId: 'p', dataset: 'd', file }) },
  );

describe('the image route', () => {
  it('keeps each transform on disk: the same request again is served without the source', async () => {
    const first = await image('w=120&fm=jpg', '198.51.100.1');
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    await rm(path.join(contentDir, 'assets', asset));
    // The same parameters in another order and spelling are the same transform.
    const again = await image('fm=jpg&w=120&q=75', '198.51.100.1');
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    // A transform not made before needs the source, which is gone.
    expect((await image('w=121&fm=jpg', '198.51.100.1')).status).toBe(404);
    await copyFile(path.join(assetsDir, asset), path.join(contentDir, 'assets', asset));
  });

  it('limits new transforms per IP with 429 and Retry-After; cached ones and other callers go on', async () => {
    const ip = '198.51.100.2';
    const statuses = [];
    for (const width of [200, 201, 202, 203]) statuses.push((await image(`w=${width}`, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await image('w=204', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await image('w=200', ip)).status).toBe(200);
    expect((await image('w=204', '198.51.100.3')).status).toBe(200);
  });

  it('answers 422, never a 500, for a stored file that does not decode, and caches nothing of it', async () => {
    const source = await readFile(path.join(assetsDir, asset));
    const damaged = Buffer.from(source);
    for (let index = 40; index < damaged.length; index += 7) damaged[index] ^= 0xff;
    const files = {
      [`${'1'.repeat(40)}-1200x800.webp`]: source.subarray(0, Math.floor(source.length / 3)),
      [`${'2'.repeat(40)}-1200x800.webp`]: damaged,
      [`${'3'.repeat(40)}-10x10.png`]: Buffer.from('not an image at all'),
      [`${'4'.repeat(40)}-10x10.jpg`]: Buffer.alloc(0),
    };
    let caller = 10;
    for (const [file, bytes] of Object.entries(files)) {
      await writeFile(path.join(contentDir, 'assets', file), bytes);
      for (const query of ['w=120&fm=webp', 'fm=png']) {
        const response = await image(query, `198.51.100.${caller++}`, file);
        expect(response.status, `${file} ${query}`).toBe(422);
        expect((await response.json()).error).toMatchObject({ code: 'undecodable_image' });
      }
    }
    const cached = await readdir(path.join(dataDir, 'image-cache')).catch(() => [] as string[]);
    expect(cached.filter((name) => /^[1-4]{40}/.test(name))).toEqual([]);
  });

  it('reads parameters against its own lists: any query, Object.prototype names included, is a transform or a 400', () => {
    const names = Object.getOwnPropertyNames(Object.prototype);
    const value = fc.oneof(
      fc.constantFrom(...names, 'max', 'crop', 'webp', 'avif', '100', '0', '-1', '1e3'),
      fc.string(),
    );
    const key = fc.constantFrom('w', 'h', 'fit', 'fm', 'q', 'auto', ...names);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 6 }), (pairs) => {
        try {
          const transform = parseTransform(new URLSearchParams(pairs));
          expect(['crop', 'max', 'min', 'clip', 'fill', 'fillmax', 'scale']).toContain(transform.fit);
          expect(['webp', 'avif', 'jpg', 'png']).toContain(transform.format);
        } catch (error) {
          expect(error).toBeInstanceOf(ImageRequestError);
          expect((error as ImageRequestError).status).toBe(400);
        }
      }),
      { numRuns: 500 },
    );
    expect(() => parseTransform(new URLSearchParams('fit=toString'))).toThrow('fit must be one of');
  });
});

describe('the transform bound', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        async (tasks, limit) => {
          const run = taskLimiter(limit);
          let running = 0;
          let most = 0;
          const results = await Promise.all(
            Array.from({ length: tasks }, (_, index) =>
              run(async () => {
                running++;
                most = Math.max(most, running);
                await new Promise((resolve) => setImmediate(resolve));
                running--;
                return index;
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(limit);
          expect(results).toEqual(Array.from({ length: tasks }, (_, index) => index));
        },
      ),
    );
  });
});
