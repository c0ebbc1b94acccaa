'use client';

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** Which ends of the strip have items out of sight. */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

const FADE = '2.5rem';

/** Fades the strip's edges where more items lie beyond them, so the cut-off shows there is more. */
function fadeMask({ start, end }: HiddenEnds): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? 'transparent' : '#000'} 0, #000 ${start ? FADE : '0px'}, #000 calc(100% - ${end ? FADE : '0px'}), ${end ? 'transparent' : '#000'} 100%)`;
}

interface ScrollStripProps {
  /** The list items; the current one carries aria-current="page". */
  children: ReactNode;
  /** The current page: when it changes, its item is scrolled into view again. */
  current: string;
  /** Spacing and the layout on wider screens (where the strip may stop scrolling). */
  className: string;
}

/**
 * A navigation list that scrolls sideways where it does not fit (phones): the current item is
 * brought into the middle of the strip, and the edges fade where more items lie beyond them.
 */
export function ScrollStrip({ children, current, className }: ScrollStripProps) {
  const strip = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = strip.current;
    if (!list) return;
    const overflow = list.scrollWidth - list.clientWidth;
    const next = {
      start: overflow > 1 && list.scrollLeft > 1,
      end: overflow > 1 && list.scrollLeft < overflow - 1,
    };
    setHidden((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, []);

  // Scrolls the strip alone, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page the user opens
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    }
    measure();
  }, [current, measure]);

  useEffect(() => {
    const list = strip.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const mask = fadeMask(hidden);
  return (
    <ul
      ref={strip}
      onScroll={measure}
      style={mask ? ({ '--strip-fade': mask } as React.CSSProperties) : undefined}
      className={`flex snap-x scroll-px-3 overflow-x-auto overscroll-x-contain [mask-image:var(--strip-fade,none)] [scrollbar-width:none] ${className}`}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      {children}
    </ul>
  );
}
