import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, RELOAD_GUARD_KEY, reloadOnce } from '@/components/app/reload-once';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the reload guard', () => {
  it('recognises a failed script chunk', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadFailure(chunkError)).toBe(true);
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('a string')).toBe(false);
  });

  it('reloads once, then not again within 10 seconds, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(storage, 1_009_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, 1_010_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('1010000');
  });
});
