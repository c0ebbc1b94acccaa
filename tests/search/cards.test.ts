import { describe, expect, it } from 'vitest';
import { relativeDate } from '@/lib/dates/relative-date';
import { highlightWords } from '@/search/highlight-words';
import { searchTerms } from '@/search/search-terms';

describe('job cards', () => {
  it('mark the title words whose term the search matched', () => {
    const parts = highlightWords('Senior Backend vývojář/ka', searchTerms('vyvojare'));
    expect(parts.filter((part) => part.matched).map((part) => part.text)).toEqual(['vývojář']);
    expect(parts.map((part) => part.text).join('')).toBe('Senior Backend vývojář/ka');
    expect(highlightWords('Tester', [])).toEqual([{ text: 'Tester', matched: false }]);
  });

  it('say how long ago an offer was posted in either language', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(relativeDate('2026-11-24T09:00:00Z', 'cs', now)).toBe('před 3 dny');
    expect(relativeDate('2026-11-24T09:00:00Z', 'en', now)).toBe('3 days ago');
    expect(relativeDate('2026-11-26T12:00:00Z', 'cs', now)).toBe('včera');
    expect(relativeDate('2026-09-27T12:00:00Z', 'en', now)).toBe('2 months ago');
  });
});
