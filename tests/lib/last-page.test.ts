import { describe, expect, it } from 'vitest';
import { lastPageIfPast } from '@/lib/pages/last-page';

describe('a page past the last', () => {
  it('is the last page; a page that exists, or a list with nothing on it, stays', () => {
    expect(lastPageIfPast(99, 41, 20)).toBe(3);
    expect(lastPageIfPast(4, 60, 20)).toBe(3);
    expect(lastPageIfPast(3, 41, 20)).toBeNull();
    expect(lastPageIfPast(1, 0, 20)).toBeNull();
    expect(lastPageIfPast(5, 0, 20)).toBeNull();
  });
});
