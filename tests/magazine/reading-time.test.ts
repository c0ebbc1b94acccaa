import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '@/content/reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `slovo${index}`).join(' ');

describe('reading time', () => {
  it('counts the words of the text, across paragraphs, without dashes and quotes', () => {
    expect(countWords('Půl minuty.\n\nZačněte tím, co umíte — „ne tím, kde jste byli“.')).toBe(11);
    expect(countWords('e-shop, don’t 2024')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('reads 200 words a minute, a started minute counting whole, and takes at least a minute', () => {
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes(words(150))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1_000))).toBe(5);
  });
});
