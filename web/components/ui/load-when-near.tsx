'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Renders its children only once their place comes within `margin` of the viewport, so code
 * that they load lazily (`lazyComponent`) stays out of the page until a reader gets near it.
 * `now` renders them at once (the reader asked for them).
 */
export function LoadWhenNear({
  children,
  placeholder,
  margin = '600px',
  now = false,
}: {
  children: React.ReactNode;
  placeholder: React.ReactNode;
  margin?: string;
  now?: boolean;
}) {
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = spot.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near || now) return children;
  return <div ref={spot}>{placeholder}</div>;
}
