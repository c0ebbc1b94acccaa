'use client';

import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is in the viewport of a tab the visitor is looking at: false while server
 * rendering, until the browser has said so, and while the tab is in the background.
 */
export function useOnScreen(element: RefObject<Element | null>): boolean {
  const [inViewport, setInViewport] = useState(false);
  const [tabVisible, setTabVisible] = useState(false);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') return setInViewport(true);
    const observer = new IntersectionObserver(([entry]) => setInViewport(entry?.isIntersecting ?? false));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);

  useEffect(() => {
    const update = () => setTabVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  return inViewport && tabVisible;
}
