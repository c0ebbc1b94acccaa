import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderBound } from '@/content/images/folder-bound';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tribe-image-cache-'));
});

afterEach(() => rm(folder, { recursive: true, force: true }));

/** Writes a cache file of `bytes` last used `minutesAgo` minutes ago. */
async function cached(name: string, bytes: number, minutesAgo: number): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, Buffer.alloc(bytes));
  const when = new Date(Date.now() - minutesAgo * 60_000);
  await utimes(file, when, when);
  return file;
}

const names = async () => (await readdir(folder)).sort();

describe('a cache folder with a size bound', () => {
  it('keeps everything while under its bound', async () => {
    const bound = new FolderBound(folder, 1_000);
    await cached('a.webp', 300, 3);
    await bound.added(300);
    await cached('b.webp', 300, 2);
    await bound.added(300);
    expect(await names()).toEqual(['a.webp', 'b.webp']);
  });

  it('removes the least recently used files down to 80% once past it, and what killed writers left, not files being written', async () => {
    const bound = new FolderBound(folder, 1_000);
    await cached('oldest.webp', 300, 40);
    const served = await cached('served.webp', 300, 30);
    await cached('newer.webp', 300, 20);
    // One being written by a running process, one a killed writer left.
    const writing = `half-written.webp.${process.pid}.7.tmp`;
    await cached(writing, 500, 50);
    await cached('abandoned.webp.999999999.7.tmp', 500, 50);
    await bound.used(served);
    await cached('newest.webp', 300, 0);
    await bound.added(300);
    // 1,200 bytes of finished files: the two least recently used go, leaving 600 (<= 800).
    expect(await names()).toEqual([writing, 'newest.webp', 'served.webp']);
  });

  it('counts what is added after measuring, and prunes when the total passes the bound', async () => {
    const bound = new FolderBound(folder, 1_000);
    await cached('first.webp', 400, 10);
    await bound.added(400);
    await cached('second.webp', 400, 5);
    await bound.added(400);
    expect(await names()).toEqual(['first.webp', 'second.webp']);
    await cached('third.webp', 400, 0);
    await bound.added(400);
    expect(await names()).toEqual(['second.webp', 'third.webp']);
  });
});
