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

/** Paths built from dot segments, slashes and backslashes, raw, encoded once and encoded twice. */
const segmentPiece = fc.constantFrom(
  '/',
  '\\',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E%2e',
  '%252e',
  '%2F',
  '%252F',
  '%25252F',
  '%5C',
  '%255C',
  '\t',
  '\n',
  '\r',
  '%09',
  '%2509',
  '%0A',
  '%250A',
  'evil.example',
  'cs',
);
const dotted = fc.array(segmentPiece, { minLength: 1, maxLength: 8 }).map((pieces) => `/${pieces.join('')}`);

/** The path after up to three percent-decodings (what a browser or a second hop could make of it). */
function decodings(path: string): string[] {
  const forms = [path];
  for (let round = 0; round < 3; round++) {
    try {
      forms.push(decodeURIComponent(forms[forms.length - 1]));
    } catch {
      break;
    }
  }
  return forms;
}

/** What a browser does with a Location: resolve it against the page's origin. */
function expectOnSite(path: string) {
  for (const form of decodings(path)) {
    const url = new URL(form, ORIGIN);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).not.toMatch(/^\/[/\\]/);
  }
}

describe('the preview redirect', () => {
  it('answers only paths that stay on the site, whatever a browser makes of them', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safePreviewPath(value);
        if (path === null) return;
        expectOnSite(path);
        // And it fits in a Location header.
        expect(() => new Headers({ Location: path })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('judges the resolved path: dot segments, backslashes, tabs and double encodings never lead off the site', () => {
    fc.assert(
      fc.property(dotted, (value) => {
        const path = safePreviewPath(value);
        if (path !== null) expectOnSite(path);
      }),
      { numRuns: 5000 },
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
      '/cs/company/preview/x\u0000y',
      '/%ff',
      '/.//evil.example',
      '/./%2F/evil.example',
      '/cs/..//evil.example',
      '/%2e//evil.example',
      '/.\t//evil.example',
      '/\t.//evil.example',
      '/%252F%252Fevil.example',
      '/%25252F/evil.example',
      '/.%2F/evil.example',
      null,
    ]) {
      expect(safePreviewPath(value)).toBeNull();
    }
    expect(safePreviewPath('/cs/company/preview/company-1')).toBe('/cs/company/preview/company-1');
    expect(safePreviewPath('/en/magazine/preview/a-1?x=1')).toBe('/en/magazine/preview/a-1?x=1');
    expect(safePreviewPath('/cs/společnost')).toBe('/cs/spole%C4%8Dnost');
    // Judged as a browser resolves it: this one is a plain path on the site.
    expect(safePreviewPath('/cs/./company/../company/preview/x')).toBe('/cs/company/preview/x');
    expect(safePreviewPath('/.\\cs')).toBe('/cs');
  });
});
