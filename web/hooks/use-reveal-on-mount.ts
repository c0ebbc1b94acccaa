'use client';

import { useCallback } from 'react';

/**
 * A ref for a confirmation that takes the place of a form: once it appears it is scrolled to the
 * middle of the viewport and focused, so neither the eye nor a screen reader stays at the spot where
 * the submit button was. The element needs `tabIndex={-1}`.
 */
export function useRevealOnMount<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, []);
}
