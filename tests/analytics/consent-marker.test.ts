import { describe, expect, it } from 'vitest';
import { CONSENT_MARKER_SCRIPT } from '@/config/consent-marker';

/** The marker the head script leaves on <html> for a visitor with these cookies. */
function markerFor(cookie: string, { framed = false } = {}): string | undefined {
  const document = { cookie, documentElement: { dataset: {} as Record<string, string> } };
  const window: { self: object; top: object } = { self: {}, top: {} };
  if (!framed) window.top = window.self;
  new Function('document', 'window', CONSENT_MARKER_SCRIPT)(document, window);
  return document.documentElement.dataset.consent;
}

describe('the consent marker in the head', () => {
  it('marks the page for a visitor who has not chosen, so the banner shows from the first paint', () => {
    expect(markerFor('')).toBe('unset');
    expect(markerFor('session=abc; NEXT_LOCALE=en')).toBe('unset');
    expect(markerFor('tribe_consent=maybe')).toBe('unset');
    expect(markerFor('my_tribe_consent=granted')).toBe('unset');
  });

  it('leaves a framed page unmarked: the banner never covers the Studio’s preview', () => {
    expect(markerFor('', { framed: true })).toBeUndefined();
  });

  it('leaves the page unmarked after either choice', () => {
    expect(markerFor('tribe_consent=granted')).toBeUndefined();
    expect(markerFor('NEXT_LOCALE=cs; tribe_consent=denied; session=abc')).toBeUndefined();
  });
});
