import { describe, expect, it } from 'vitest';
import { widestShown } from '@/content/images/widest-shown';

describe("the widest an image shows, by its 'sizes'", () => {
  it('bounds each entry by the breakpoints of the entries before it', () => {
    expect(widestShown('(min-width: 1024px) 224px, (min-width: 640px) 208px, 100vw')).toBe(640);
    expect(widestShown('(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw')).toBe(640);
    expect(widestShown('(min-width: 1280px) 520px, 40vw')).toBe(520);
    expect(widestShown('(min-width: 768px) 720px, 100vw')).toBe(768);
    expect(widestShown('320px')).toBe(320);
  });

  it('has no bound when a width has none or the attribute says something else', () => {
    expect(widestShown('100vw')).toBe(Number.POSITIVE_INFINITY);
    expect(widestShown('(min-width: 640px) 50vw, 100vw')).toBe(Number.POSITIVE_INFINITY);
    expect(widestShown('(max-width: 640px) 100vw, 50vw')).toBe(Number.POSITIVE_INFINITY);
    expect(widestShown('calc(100vw - 2rem)')).toBe(Number.POSITIVE_INFINITY);
  });
});
