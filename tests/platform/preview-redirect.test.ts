import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safePreviewPath } from '@/platform/preview/preview-secret';

const ORIGIN = 'https://tribe.example';

/** Pieces browsers treat specially in a Location, raw and percent-encoded. */
const piece = fc.oneof(
  fc.constantFrom('/', '//', '\\', '%2F', '%2f', '%5C', '%09', '%0A', '%0D', '%00', '%20', '%E3%80%80', '%'),
  fc.constantFrom(
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u00a0',
    '\u2028',
    '\u3000',
    '@',
    ':',
    '.',
    '..',
    '?',
    '#',
  ),
  fc.constantFrom('evil.example', 'cs', 'company', 'preview', 'javascript:alert(1)', 'http:', 'é'),
  fc.string({ maxLength: 6 }),
);
const candidate = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));

describe('the preview redirect', () => {
  it('answers only paths that stay on the site, whatever a browser makes of them', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safePreviewPath(value);
        if (path === null) return;
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        // What the browser sees after decoding stays on the site too.
        expect(new URL(decodeURIComponent(path), ORIGIN).origin).toBe(ORIGIN);
        // And it fits in a Location header.
        expect(() => new Headers({ Location: path })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses the reported examples and keeps the preview paths', () => {
    for (const value of [
      '/%09/evil.example',
      '/\t/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%5Cevil.example',
      '/%2F/evil.example',
      '/%0A/evil.example',
      'https://evil.example',
      '/cs/company/preview/x\u0000',
      '/%ff',
      null,
    ]) {
      expect(safePreviewPath(value)).toBeNull();
    }
    expect(safePreviewPath('/cs/company/preview/company-1')).toBe('/cs/company/preview/company-1');
    expect(safePreviewPath('/en/magazine/preview/a-1?x=1')).toBe('/en/magazine/preview/a-1?x=1');
    expect(safePreviewPath('/cs/společnost')).toBe('/cs/spole%C4%8Dnost');
  });
});
