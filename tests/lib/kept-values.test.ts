import { describe, expect, it } from 'vitest';
import { keptValues } from '@/lib/memo/kept-values';

/** A kept function that counts how often it works a value out. */
function counted(limit: number) {
  const kept = keptValues<number>(limit);
  const counter = { workedOut: 0 };
  const length = (text: string) =>
    kept(text, () => {
      counter.workedOut += 1;
      return text.length;
    });
  return { length, counter };
}

describe('values kept per key', () => {
  it('works a key out once and answers it again from what it kept', () => {
    const { length, counter } = counted(4);
    expect([length('a'), length('bb'), length('a')]).toEqual([1, 2, 1]);
    expect(counter.workedOut).toBe(2);
  });

  it('keeps no more keys than its limit: past it, everything is worked out anew', () => {
    const { length, counter } = counted(2);
    for (const text of ['a', 'bb', 'ccc', 'a']) length(text);
    expect(counter.workedOut).toBe(4);
  });
});
