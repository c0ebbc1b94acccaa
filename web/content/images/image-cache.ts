import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '@tribe/server-kit/write-file-atomic';
import { dataDir } from '@/lib/repo-root';
import { platformEnv } from '@/server/env';
import { FolderBound } from './folder-bound';
import type { ImageTransform } from './transform';

export interface TransformedImage {
  body: Buffer;
  contentType: string;
}

const cacheDir = () => path.join(dataDir(), 'image-cache');

let bound: FolderBound | undefined;
/** The cache folder's size bound (`IMAGE_CACHE_MAX_MB`). */
const cacheBound = () => {
  bound ??= new FolderBound(cacheDir(), platformEnv().imageCacheMaxMb * 1024 * 1024);
  return bound;
};

/** One cache file per asset and normalised parameters (the parsed transform, not the raw query). */
function cachePath(file: string, transform: ImageTransform): string {
  const { width, height, fit, format, quality } = transform;
  const key = createHash('sha256')
    .update(JSON.stringify([file, width ?? null, height ?? null, fit, format, quality]))
    .digest('hex');
  return path.join(cacheDir(), `${key}.${format}`);
}

const contentTypeOf = (format: ImageTransform['format']) => `image/${format === 'jpg' ? 'jpeg' : format}`;

export async function readCachedImage(
  file: string,
  transform: ImageTransform,
): Promise<TransformedImage | null> {
  const cached = cachePath(file, transform);
  const body = await readFile(cached).catch(() => null);
  if (!body) return null;
  // Marking the use need not delay the answer.
  void cacheBound().used(cached);
  return { body, contentType: contentTypeOf(transform.format) };
}

/**
 * Written under a temporary name and renamed, so a reader never sees half a file; the least
 * recently used images go when the folder outgrows its bound.
 */
export async function storeCachedImage(file: string, transform: ImageTransform, body: Buffer): Promise<void> {
  await writeFileAtomic(cachePath(file, transform), body);
  await cacheBound().added(body.length);
}
