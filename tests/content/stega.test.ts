import type { StegaConfig } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { previewStega } from '@/content/stega';

type FilterProps = Parameters<NonNullable<StegaConfig['filter']>>[0];
const encodes = (sourcePath: (string | number)[], filterDefault = true) =>
  previewStega.filter?.({
    sourcePath,
    resultPath: sourcePath,
    sourceDocument: { _id: 'job-1', _type: 'jobOffer' },
    value: 'x',
    filterDefault: () => filterDefault,
  } as unknown as FilterProps);

describe('stega in online previews', () => {
  it('marks prose a reader sees: titles, descriptions, rich text, list labels', () => {
    expect(encodes(['title', 'en'])).toBe(true);
    expect(encodes(['description', 'cs'])).toBe(true);
    expect(encodes(['body', 'cs', 0, 'children', 1, 'text'])).toBe(true);
    expect(encodes(['benefits', 2, 'en'])).toBe(true);
  });

  it('leaves alone what must stay exact: slugs, colours, enumerations, URLs, ids', () => {
    expect(encodes(['slug', 'cs', 'current'])).toBe(false);
    expect(encodes(['theme', 'primaryColor'])).toBe(false);
    expect(encodes(['kind'])).toBe(false);
    expect(encodes(['socials', 0, 'url'])).toBe(false);
    expect(encodes(['_id'])).toBe(false);
  });

  it('keeps the client’s own exclusions', () => {
    expect(encodes(['title', 'en'], false)).toBe(false);
  });
});
